// expect: shared-row-list line 2
const board = Array(3).fill(Array(3).fill("."));

function place(row, col, mark) {
  if (board[row][col] !== ".") {
    console.log("That square is taken!");
    return false;
  }
  board[row][col] = mark;
  return true;
}

function show() {
  for (const row of board) {
    console.log(row.join(" "));
  }
}

place(0, 0, "X");
place(1, 1, "O");
place(2, 0, "X");
show();
