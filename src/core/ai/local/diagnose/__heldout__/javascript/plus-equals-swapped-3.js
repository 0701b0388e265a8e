// expect: plus-equals-swapped line 14
const purchases = [
  { item: "apples", category: "fruit", price: 3 },
  { item: "milk", category: "dairy", price: 2 },
  { item: "pears", category: "fruit", price: 4 },
  { item: "cheese", category: "dairy", price: 6 },
];

const totals = {};
purchases.forEach((p) => {
  if (!(p.category in totals)) {
    totals[p.category] = 0;
  }
  totals[p.category] =+ p.price;
});

for (const category in totals) {
  console.log(category + ": $" + totals[category]);
}
