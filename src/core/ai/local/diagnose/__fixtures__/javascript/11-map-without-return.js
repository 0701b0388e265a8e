// expect: editor/callback-return line 4
const prices = [10, 20, 30];

const withTax = prices.map((price) => {
  price * 1.2;
});

console.log(withTax);
