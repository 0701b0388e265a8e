# expect: none
import math

prices = [0.10, 0.20, 0.30, 1.15]
total = 0.0
for p in prices:
    total += p
print("Total:", round(total, 2))
if math.isclose(total, 1.75):
    print("Exactly £1.75, as expected")
if total > 1.0:
    print("More than a pound")
change = 2.00 - total
print("Change from £2:", round(change, 2))
