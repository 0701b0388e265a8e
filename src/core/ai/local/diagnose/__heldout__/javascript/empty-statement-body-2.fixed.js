// expect: none
function timesTable(n) {
  const lines = [];
  for (let i = 1; i <= 10; i++) {
    lines.push(n + " x " + i + " = " + n * i);
  }
  return lines;
}

const table = timesTable(7);
console.log("Times table for 7:");
for (const line of table) {
  console.log(line);
}
