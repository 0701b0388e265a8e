// expect: none
const text = "Order 12 apples, 7 pears and 30 grapes.";
const pattern = /(\d+) (\w+)/g;
const order = {};
let match;

while ((match = pattern.exec(text)) !== null) {
  order[match[2]] = Number(match[1]);
}

let totalFruit = 0;
for (const fruit in order) {
  totalFruit += order[fruit];
  console.log(fruit + ": " + order[fruit]);
}
console.log("Total pieces of fruit: " + totalFruit);
