# expect: index-as-boolean line 3
def words_with(letter, words):
    return [w for w in words if w.find(letter)]


fruits = ["apple", "banana", "cherry", "avocado", "grape", "kiwi"]
letter = "a"
matches = words_with(letter, fruits)
print("Fruits containing", letter + ":", matches)
print("That is", len(matches), "out of", len(fruits))
if len(matches) > len(fruits) / 2:
    print("Most fruits have that letter.")
