# expect: none
# stdin: pear\n2
prices = {"apple": 30, "banana": 25, "orange": 40}
print("Fruit stall - prices in pence")
for fruit, pence in prices.items():
    print(fruit, pence)
fruit = input("Which fruit? ")
quantity = int(input("How many? "))
price = prices.get(fruit)
if price is None:
    print("Sorry, we do not sell", fruit)
else:
    cost = price * quantity
    print("That costs", cost, "pence")
