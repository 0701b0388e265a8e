# expect: shared-row-list line 3
def make_seating(rows, seats_per_row):
    return [["empty"] * seats_per_row] * rows


hall = make_seating(4, 5)
bookings = [(0, 2), (3, 4)]
for r, s in bookings:
    hall[r][s] = "taken"
free = 0
for row in hall:
    free += row.count("empty")
print("Free seats left:", free)
