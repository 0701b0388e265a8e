# expect: none
import random
from math import sqrt, floor

random.seed(42)
rolls = [random.randint(1, 6) for _ in range(10)]
print("Rolls:", rolls)
mean = sum(rolls) / len(rolls)
spread = sqrt(sum((r - mean) ** 2 for r in rolls) / len(rolls))
print("Mean:", round(mean, 2))
print("Spread:", round(spread, 2))
print("Whole part of the mean:", floor(mean))
print("A random pick:", random.choice(["red", "blue", "green"]))
