# expect: misspelt-method line 3
def parse_line(line):
    parts = line.strip().spilt(",")
    name = parts[0]
    mark = int(parts[1])
    return name, mark


rows = ["Ana,78\n", "Bo,64\n", "Cy,91\n"]
best_name = ""
best_mark = -1
for row in rows:
    name, mark = parse_line(row)
    if mark > best_mark:
        best_name = name
        best_mark = mark
print("Top student:", best_name, "with", best_mark)
