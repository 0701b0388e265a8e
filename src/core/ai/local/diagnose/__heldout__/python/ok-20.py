# expect: none
# stdin: Sam\nred
name = input("Name: ")
colour = input("Favourite colour: ").lower()
print("Hi " + name + "!")
codes = {"red": "#ff0000", "green": "#00ff00", "blue": "#0000ff"}
if colour in codes:
    print("The code for", colour, "is", codes[colour])
else:
    print("I don't know", colour)
stars = "*" * len(name)
print(stars)
