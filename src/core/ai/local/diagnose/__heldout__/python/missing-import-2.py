# expect: missing-import line 8
import math


def roll_dice(count):
    rolls = []
    for _ in range(count):
        rolls.append(random.randint(1, 6))
    return rolls


rolls = roll_dice(5)
print("You rolled:", rolls)
print("Total:", sum(rolls))
print("Pairs of dice needed:", math.ceil(len(rolls) / 2))
