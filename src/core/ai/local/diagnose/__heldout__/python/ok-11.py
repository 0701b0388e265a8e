# expect: none
words = ["banana", "Kiwi", "apple", "Cherry", "fig"]
by_length = sorted(words, key=len)
print("Shortest first:", by_length)
alphabetical = sorted(words, key=str.lower)
print("A to Z:", alphabetical)
longest = max(words, key=len)
print("Longest word:", longest)
lengths = list(map(len, words))
print("Lengths:", lengths)
print("Total letters:", sum(lengths))
