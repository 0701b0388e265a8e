# expect: possibly-missing-value line 10
# stdin: pear\n2
prices = {"apple": 30, "banana": 25, "orange": 40}
print("Fruit stall - prices in pence")
for fruit, pence in prices.items():
    print(fruit, pence)
fruit = input("Which fruit? ")
quantity = int(input("How many? "))
price = prices.get(fruit)
cost = price * quantity
print("That costs", cost, "pence")
