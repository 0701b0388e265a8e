# expect: none
board = [[0] * 3 for _ in range(3)]
moves = [(0, 0), (1, 1), (2, 2), (0, 2)]
player = 1
for row, col in moves:
    board[row][col] = player
    player = 2 if player == 1 else 1
for row in board:
    print(" ".join(str(cell) for cell in row))
filled = sum(1 for row in board for cell in row if cell != 0)
print("Cells filled:", filled)
