# expect: none
def day_type(day_number):
    if day_number == 6 or day_number == 7:
        return "weekend"
    return "school day"


days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
school_days = 0
for number, name in enumerate(days, start=1):
    kind = day_type(number)
    print(name, "is a", kind)
    if kind == "school day":
        school_days += 1
print("School days this week:", school_days)
