// expect: shared-row-list line 6
function makeGrid(rows, cols) {
  const grid = [];
  const emptyRow = new Array(cols).fill(0);
  for (let r = 0; r < rows; r++) {
    grid.push(emptyRow);
  }
  return grid;
}

const seating = makeGrid(3, 4);
seating[0][1] = 1;
seating[2][3] = 1;

let taken = 0;
for (const row of seating) {
  console.log(row.join(" "));
  taken += row.filter((s) => s === 1).length;
}
console.log("Seats taken: " + taken);
