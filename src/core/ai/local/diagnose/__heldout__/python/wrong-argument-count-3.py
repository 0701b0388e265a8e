# expect: wrong-argument-count line 15
class Cart:
    def __init__(self):
        self.items = {}

    def add(self, name, price, quantity):
        self.items[name] = price * quantity

    def total(self):
        return sum(self.items.values())


cart = Cart()
cart.add("apples", 0.5, 6)
cart.add("bread", 1.2)
cart.add("milk", 0.9, 2)
print("Items:", list(cart.items.keys()))
print("Total: " + format(cart.total(), ".2f"))
