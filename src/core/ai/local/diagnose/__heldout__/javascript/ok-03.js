// expect: none
const prompt = (question) => "4 8 15 16 23 42";

const line = prompt("Enter numbers separated by spaces:");
const nums = line.split(" ").map(Number);
let total = 0;
for (const n of nums) {
  total += n;
}
const avg = nums.length === 0 ? 0 : total / nums.length;
console.log("Sum: " + total);
console.log("Average: " + avg.toFixed(2));
console.log("Largest: " + Math.max(...nums));
