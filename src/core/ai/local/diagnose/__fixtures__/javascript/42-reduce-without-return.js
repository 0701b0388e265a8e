// expect: editor/callback-return line 4
const cart = [{ price: 5 }, { price: 12 }, { price: 3 }];

const total = cart.reduce(function (sum, item) {
  sum + item.price;
}, 0);

console.log('Total:', total);
