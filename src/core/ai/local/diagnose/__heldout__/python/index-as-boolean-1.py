# expect: index-as-boolean line 7
# stdin: Cats are great pets
sentence = input("Write a sentence: ")
sentence = sentence.lower()
word = "cat"
print("Checking for the word", word)
if sentence.find(word):
    print("Your sentence mentions a", word)
else:
    print("No", word, "here.")
words = sentence.split()
print("It has", len(words), "words.")
print("The longest word is", max(words, key=len))
