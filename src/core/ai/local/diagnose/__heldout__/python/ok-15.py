# expect: none
# stdin: sat
day = input("Day (mon..sun): ").lower()
days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
if day == "sat" or day == "sun":
    print("Weekend!")
elif day in ("mon", "tue", "wed", "thu", "fri"):
    print("School day")
else:
    print("Unknown day")
if day in days:
    number = days.index(day) + 1
    if number == 6 or number == 7:
        print("Day number", number, "is at the weekend")
    if number != 1 and number != 2:
        print("Not Monday or Tuesday")
