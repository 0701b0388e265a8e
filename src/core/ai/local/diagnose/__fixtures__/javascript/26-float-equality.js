// expect: editor/float-equality line 5
const coffee = 0.1;
const cookie = 0.2;

if (coffee + cookie === 0.3) {
  console.log('That is 30 cents');
} else {
  console.log('Something is wrong with the price');
}
