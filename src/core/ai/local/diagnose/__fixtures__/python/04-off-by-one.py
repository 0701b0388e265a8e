# expect: python/off-by-one line 5
names = ["Ada", "Bob", "Cy"]
letters = 0

for i in range(len(names) + 1):
    letters = letters + len(names[i])

print("Letters:", letters)
