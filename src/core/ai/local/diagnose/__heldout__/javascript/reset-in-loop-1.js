// expect: reset-in-loop line 7
const prices = [2.99, 5.49, 1.25, 8.0];
let total = 0;
let count = 0;

for (const price of prices) {
  total = 0;
  total += price;
  count++;
}

console.log("Items: " + count);
console.log("Total: $" + total.toFixed(2));
console.log("Average price: $" + (total / count).toFixed(2));
