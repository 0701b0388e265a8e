# expect: ruff/A001 line 4
marks = [5, 8, 6]

sum = 0
for mark in marks:
    sum = sum + mark
print("Total:", sum)

print("Check:", sum(marks))
