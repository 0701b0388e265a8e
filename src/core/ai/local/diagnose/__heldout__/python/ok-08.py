# expect: none
# stdin:   harry potter  
name = input("Favourite book character: ")
name = name.strip()
name = name.title()
print("You chose", name)
shout = name.upper()
print(shout + "!!!")
initials = ""
for part in name.split():
    initials += part[0]
print("Initials:", initials)
