# expect: ruff/A001 line 2
list = [3, 1, 2]
print("Numbers:", list)

letters = list("abc")
print(letters)
