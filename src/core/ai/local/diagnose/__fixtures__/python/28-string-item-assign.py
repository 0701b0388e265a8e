# expect: python/str-item-assign line 5
word = "hello"

# Make the first letter a capital
word[0] = "H"
print(word)
