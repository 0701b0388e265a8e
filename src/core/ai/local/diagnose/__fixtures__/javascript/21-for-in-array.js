// expect: editor/for-in-array line 5
const prices = [3, 7, 12];
let total = 0;

for (const price in prices) {
  total += price;
}
console.log('Total:', total);
