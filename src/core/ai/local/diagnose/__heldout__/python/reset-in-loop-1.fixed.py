# expect: none
# stdin: 4\n8\n15\n16
print("Enter the cost of each item")
items = 4
total = 0
for i in range(items):
    cost = int(input("Item " + str(i + 1) + ": "))
    total += cost
print("Total to pay:", total)
average = total / items
print("Average per item:", average)
