# expect: ruff/E722 line 8
values = ["4", "seven", "10"]
total = 0

for value in values:
    try:
        total += int(value)
    except:
        print("Skipping", value)

print("Total:", total)
