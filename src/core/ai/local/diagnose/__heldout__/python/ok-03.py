# expect: none
# stdin: 14
age = int(input("How old are you? "))
next_year = age + 1
print("Next year you will be", next_year)
if age >= 18:
    print("You can vote.")
else:
    print("You can vote in", 18 - age, "years.")
months = age * 12
print("That is about", months, "months old.")
