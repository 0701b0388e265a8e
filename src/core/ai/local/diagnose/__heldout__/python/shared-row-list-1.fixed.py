# expect: none
board = [[" "] * 3 for _ in range(3)]


def show(grid):
    for row in grid:
        print("|".join(row))
    print()


moves = [(0, 0, "X"), (1, 1, "O"), (2, 2, "X")]
for row, col, mark in moves:
    board[row][col] = mark
show(board)
