# expect: none
scores = [42, 87, 65, 90, 73]
scores.sort()
print("Lowest to highest:", scores)
scores.reverse()
print("Highest to lowest:", scores)
scores.append(100)
scores.remove(42)
scores.insert(0, 55)
print("After changes:", scores)
names = ["zoe", "adam", "mia"]
names.sort(key=len)
print(names)
