// expect: none
const pricesInCents = [199, 250, 1099];
const walletCents = 1548;

let totalCents = 0;
for (const p of pricesInCents) {
  totalCents += p;
}

if (totalCents === walletCents) {
  console.log("Exact change!");
} else if (totalCents < walletCents) {
  console.log("Change: $" + ((walletCents - totalCents) / 100).toFixed(2));
} else {
  console.log("Not enough money.");
}

const half = 0.5;
console.log(half + half === 1 ? "two halves make a whole" : "weird");
console.log(10 % 2 === 0 ? "10 is even" : "10 is odd");
