# expect: none
# stdin: 1\n3
menu = {1: "Margherita", 2: "Pepperoni", 3: "Veggie", 4: "Hawaiian"}
print("Today's pizzas:")
for number, pizza in menu.items():
    print(number, "-", pizza)
orders = []
for i in range(2):
    orders.append(menu[int(input("Pick a number: "))])
print("You ordered:", ", ".join(orders))
print("That will be", len(orders) * 8, "pounds.")
