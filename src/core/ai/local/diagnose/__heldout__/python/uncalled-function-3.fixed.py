# expect: none
class Item:
    def __init__(self, name, price, discount_percent):
        self.name = name
        self.price = price
        self.discount_percent = discount_percent

    def discount(self):
        return self.price * self.discount_percent / 100

    def final_price(self):
        return self.price - self.discount()


basket = [Item("Shoes", 60, 25), Item("Hat", 15, 0), Item("Scarf", 20, 10)]
total = 0
for item in basket:
    total += item.final_price()
print("You pay:", total)
