# expect: python/plus-equals line 6
steps = [120, 300, 85]
total = 0

for s in steps:
    total =+ s

print("Steps today:", total)
