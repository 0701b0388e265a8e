# expect: python/js-syntax line 6
count = 0
word = "mississippi"
for letter in word:
    if letter == "s":
        count++
print(count)
