// expect: none
const EPSILON = 1e-9;

function nearlyEqual(a, b) {
  return Math.abs(a - b) < EPSILON;
}

const payments = [0.1, 0.2];
const bill = 0.3;
let paid = 0;
for (const p of payments) {
  paid += p;
}

if (nearlyEqual(paid, bill)) {
  console.log("Bill fully paid.");
} else if (paid > bill) {
  console.log("Overpaid by " + (paid - bill).toFixed(2));
} else {
  console.log("Still owe " + (bill - paid).toFixed(2));
}
console.log(Math.abs(0.1 * 3 - 0.3) < Number.EPSILON ? "close enough" : "too far");
