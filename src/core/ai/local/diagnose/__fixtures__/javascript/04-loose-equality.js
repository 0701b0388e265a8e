// expect: eqeqeq line 4
const input = '';

if (input == 0) {
  console.log('You typed zero');
} else {
  console.log('You typed', input);
}
