// expect: use-isnan line 5
const input = 'twelve';
const age = Number(input);

if (age === NaN) {
  console.log('Please type a number');
} else {
  console.log('Next year you will be', age + 1);
}
