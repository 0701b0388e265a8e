# expect: ruff/F821 line 8
prices = [2.5, 4.0, 1.25]
total = 0

for price in prices:
    total += price

print("Total:", totl)
