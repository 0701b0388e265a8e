# expect: python/for-over-number line 4
pets = ["cat", "dog", "fish"]

for i in len(pets):
    print(i, pets[i])
