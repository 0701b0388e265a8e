# expect: missing-return line 6
def shipping_cost(weight_kg):
    if weight_kg < 1:
        return 3
    elif weight_kg < 5:
        cost = 3 + weight_kg * 2
    else:
        return 20


parcels = [0.5, 2, 7]
total = 0
for w in parcels:
    price = shipping_cost(w)
    print("Parcel of", w, "kg costs", price)
    total += price
print("Total shipping:", total)
