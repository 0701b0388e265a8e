// expect: none
const cart = [
  { name: "gum", price: 0.1 },
  { name: "candy", price: 0.2 },
];
const coins = 0.3;

let total = 0;
for (const item of cart) {
  total += item.price;
}

if (Math.abs(total - coins) < 1e-9) {
  console.log("You have exactly enough!");
} else if (total < coins) {
  console.log("You get change back.");
} else {
  console.log("You need more money. Total is " + total);
}
