# expect: none
# stdin: jordan
name = input("Enter your name: ")
name = name.upper()
print("Welcome to the club,", name)
badge = "*" * (len(name) + 4)
print(badge)
print("*", name, "*")
print(badge)
print("Your badge is ready.")
