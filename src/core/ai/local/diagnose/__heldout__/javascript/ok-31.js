// expect: none
const rows = 3;
const cols = 4;
const grid = Array.from({ length: rows }, () => new Array(cols).fill(0));
const rowTotals = new Array(rows).fill(0);

grid[0][1] = 5;
grid[2][3] = 7;
grid[1][0] = 2;

for (let r = 0; r < rows; r++) {
  for (let c = 0; c < cols; c++) {
    rowTotals[r] += grid[r][c];
  }
  console.log(grid[r].join(" "));
}
console.log("Row totals: " + rowTotals.join(", "));
const copy = grid.map((row) => [...row]);
copy[0][0] = 9;
console.log("Original still " + grid[0][0]);
