# expect: python/misspelled-name line 4
word = "banana"

lenght = len(word)
if lenght > 5:
    print(word, "is long:", lenght, "letters")
else:
    print(word, "is short")
