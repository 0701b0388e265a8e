// expect: none
const cart = [
  { name: "notebook", price: 3.5 },
  { name: "pencil", price: 0.75 },
  { name: "backpack", price: 24 },
];

function cartTotal(items) {
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += items[i].price;
  }
  return total;
}

console.log("Items in cart: " + cart.length);
console.log("Total: $" + cartTotal(cart).toFixed(2));
