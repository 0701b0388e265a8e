# expect: none
text = "the cat and the hat"
counts = {}
for word in text.split():
    if word in counts:
        counts[word] += 1
    else:
        counts[word] = 1

best = None
for word, n in counts.items():
    if best is None or n > counts[best]:
        best = word
print("Most common:", best, counts[best])

try:
    value = int("12")
except ValueError:
    value = 0
print(value * 2)
