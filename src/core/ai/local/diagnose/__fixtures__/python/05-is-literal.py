# expect: ruff/F632 line 6
words = ["yes", "no", "yes", "maybe"]
count = 0

for word in words:
    if word is "yes":
        count += 1

print(count, "people said yes")
