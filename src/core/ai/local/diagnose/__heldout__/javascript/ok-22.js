// expect: none
const temps = [14, 17, 21, 19, 23, 18];
let i = 0;
let warmDays = 0;
while (i < temps.length) {
  if (temps[i] > 18) {
    warmDays++;
  }
  i++;
}

const first = temps[0];
const last = temps[temps.length - 1];
let rises = 0;
for (let d = 1; d <= temps.length - 1; d++) {
  if (temps[d] > temps[d - 1]) rises++;
}
console.log("Warm days: " + warmDays);
console.log("Change over the week: " + (last - first) + " degrees");
console.log("Days warmer than the day before: " + rises);
