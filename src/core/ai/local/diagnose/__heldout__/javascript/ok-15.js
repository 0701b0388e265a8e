// expect: none
const csv = "12,7,30,5";
const ids = csv.split(",").map((s) => parseInt(s, 10));
const weights = "2.5 3.75 1.2".split(" ").map(parseFloat);
const hex = ["ff", "10", "a0"].map((h) => parseInt(h, 16));

let heaviest = weights[0];
for (const w of weights) {
  if (w > heaviest) heaviest = w;
}

console.log("IDs: " + ids.join(" "));
console.log("Total weight: " + weights.reduce((a, b) => a + b, 0).toFixed(2) + " kg");
console.log("Heaviest: " + heaviest + " kg");
console.log("Colour values: " + hex.join(", "));
