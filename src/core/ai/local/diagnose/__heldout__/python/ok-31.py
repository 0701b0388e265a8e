# expect: none
TAX_RATE = 20
inventory = {"pens": 10, "pads": 4}
sales_log = []


def sell(item, qty, unit_price):
    if inventory.get(item, 0) < qty:
        print("Not enough", item)
        return 0
    inventory[item] -= qty
    sales_log.append(item)
    price = qty * unit_price
    return price + price * TAX_RATE // 100


takings = 0
takings += sell("pens", 3, 50)
takings += sell("pads", 5, 120)
print("Takings in pence:", takings)
print("Left:", inventory, "Sold:", sales_log)
