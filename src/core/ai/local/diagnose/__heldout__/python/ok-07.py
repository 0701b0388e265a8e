# expect: none
# stdin: banana\n3
stock = {"apple": 12, "banana": 6, "cherry": 40}
fruit = input("Which fruit? ")
wanted = int(input("How many? "))
available = stock.get(fruit)
if available is None:
    print("We don't sell", fruit)
elif available < wanted:
    print("Sorry, only", available, "left")
else:
    stock[fruit] = available - wanted
    print("Here you go!", stock[fruit], "left in stock")
