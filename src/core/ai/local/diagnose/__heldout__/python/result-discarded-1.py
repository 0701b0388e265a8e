# expect: result-discarded line 4
# stdin: jordan
name = input("Enter your name: ")
name.upper()
print("Welcome to the club,", name)
badge = "*" * (len(name) + 4)
print(badge)
print("*", name, "*")
print(badge)
print("Your badge is ready.")
