# expect: python/input-not-number line 4
age = input("How old are you? ")

if age >= 18:
    print("You can vote")
else:
    print("Not yet!")
