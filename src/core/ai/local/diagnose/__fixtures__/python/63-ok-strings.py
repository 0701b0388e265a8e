# expect: none
name = "ada lovelace"
title = name.title()
initials = ""
for part in name.split():
    initials = initials + part[0].upper()

age = 36
message = "Hello " + title + ", age " + str(age)
print(message)
print(f"Initials: {initials}")

code = "2024"
if code.isdigit() and len(code) == 4:
    year = int(code)
    print("Next year:", year + 1)
letters = sorted(name.replace(" ", ""))
print("".join(letters))
