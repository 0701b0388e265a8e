# expect: python/missing-colon line 4
count = 3

for i in range(count)
    print("Hip hip hooray!")
