# expect: none
# stdin: the cat and the hat and the bat
line = input("Type a sentence: ")
counts = {}
for word in line.lower().split():
    counts[word] = counts.get(word, 0) + 1
for word, n in sorted(counts.items()):
    print(word, n)
most = max(counts, key=counts.get)
print("Most common word:", most)
print("Different words:", len(counts))
