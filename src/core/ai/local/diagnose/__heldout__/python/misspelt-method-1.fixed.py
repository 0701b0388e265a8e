# expect: none
# stdin: sam
name = input("What is your name? ")
shout = name.upper()
print("HELLO", shout + "!")
print("Your name has", len(name), "letters.")
if len(name) > 5:
    print("That's a long name.")
else:
    print("That's a short name.")
