# expect: append-as-function line 9
# stdin: milk\ntea\nrice\ndone
shopping = []
print("Add items to your shopping list (type done to stop)")
while True:
    item = input("> ")
    if item == "done":
        break
    append(shopping, item)
print("You need", len(shopping), "items:")
for thing in shopping:
    print("-", thing)
