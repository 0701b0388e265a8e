# expect: none
position = 0
direction = +1
path = []
for step in range(12):
    position += direction
    path.append(position)
    if position == 4:
        direction = -1
    elif position == -2:
        direction = +1
print("Positions:", path)
print("Ended at", position)
