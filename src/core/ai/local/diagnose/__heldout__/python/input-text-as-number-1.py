# expect: input-text-as-number line 6
# stdin: 15
print("Retirement calculator")
age = input("How old are you? ")
retire_at = 65
years_left = retire_at - age
print("You can retire in", years_left, "years.")
if years_left > 40:
    print("That's a long way off!")
else:
    print("Start planning soon.")
