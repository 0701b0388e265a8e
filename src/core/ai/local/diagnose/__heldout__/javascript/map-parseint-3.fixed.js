// expect: none
const receipt = "3 apples, 12 eggs, 2 loaves, 10 carrots";

function extractNumbers(text) {
  const found = text.match(/\d+/g) || [];
  return found.map((n) => parseInt(n, 10));
}

const counts = extractNumbers(receipt);
let items = 0;
counts.forEach((c) => {
  items += c;
});

console.log("Quantities found: " + counts);
console.log("Total number of things bought: " + items);
