# expect: python/none-result line 6
shopping = ["milk"]
extra = ["eggs", "bread"]

for item in extra:
    shopping = shopping.append(item)

print(shopping)
