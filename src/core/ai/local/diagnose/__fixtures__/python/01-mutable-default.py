# expect: ruff/B006 line 2
def add_item(item, items=[]):
    items.append(item)
    return items


print(add_item(1))
print(add_item(2))
