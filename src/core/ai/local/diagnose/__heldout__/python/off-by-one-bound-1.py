# expect: off-by-one-bound line 8
# stdin: ella
names = ["Ava", "Ben", "Chloe", "Dev"]
new_name = input("New student: ")
names.append(new_name.title())
print("Class register:")
i = 0
while i <= len(names):
    print(i + 1, names[i])
    i += 1
print("Total students:", len(names))
