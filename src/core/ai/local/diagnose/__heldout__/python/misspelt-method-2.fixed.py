# expect: none
# stdin: milk\napples\ndone
shopping = ["bread", "eggs"]
print("Type items to add, or 'done' to finish.")
while True:
    item = input("Item: ")
    if item == "done":
        break
    shopping.append(item)
print("Your list:")
for number, thing in enumerate(shopping, start=1):
    print(number, thing)
