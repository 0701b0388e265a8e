# expect: reset-in-loop line 6
# stdin: 4\n8\n15\n16
print("Enter the cost of each item")
items = 4
for i in range(items):
    total = 0
    cost = int(input("Item " + str(i + 1) + ": "))
    total += cost
print("Total to pay:", total)
average = total / items
print("Average per item:", average)
