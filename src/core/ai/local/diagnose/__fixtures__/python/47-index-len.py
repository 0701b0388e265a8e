# expect: python/off-by-one line 4
queue = ["Ann", "Ben", "Cat"]

last = queue[len(queue)]
print("Last in line:", last)
