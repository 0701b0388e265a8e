# expect: python/none-result line 4
scores = [42, 17, 99, 8]

scores = scores.sort()
print("Lowest score:", scores[0])
