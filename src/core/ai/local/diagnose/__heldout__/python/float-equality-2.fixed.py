# expect: none
import math


def is_exact_change(paid, cost, change):
    return math.isclose(paid - cost, change)


purchases = [
    (1.00, 0.70, 0.30),
    (5.00, 2.50, 2.50),
    (2.00, 1.10, 0.90),
]
for paid, cost, change in purchases:
    if is_exact_change(paid, cost, change):
        print("Correct change for", cost)
    else:
        print("Wrong change given for", cost)
