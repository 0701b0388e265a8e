// expect: none
const cart = [
  { name: 'bread', price: 2.5, quantity: 2 },
  { name: 'milk', price: 1.2, quantity: 1 },
  { name: 'apples', price: 3, quantity: 0 },
];

const bought = cart.filter((item) => item.quantity > 0);
const lines = bought.map((item) => {
  const cost = item.price * item.quantity;
  return item.name + ': ' + cost.toFixed(2);
});
const total = bought.reduce((sum, item) => sum + item.price * item.quantity, 0);

lines.forEach((line) => console.log(line));
console.log('Total: ' + (total + 0.5) + ' with the bag');
if (Math.abs(total - 6.2) < 0.0001) {
  console.log('Exactly 6.20');
}
