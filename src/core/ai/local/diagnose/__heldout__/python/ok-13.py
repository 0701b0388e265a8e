# expect: none
# stdin: AB12 3CD
import re

code = input("Enter a postcode: ").upper()
match = re.match(r"([A-Z]{1,2})(\d{1,2}) (\d[A-Z]{2})$", code)
if match:
    area, district, rest = match.groups()
    print("Area:", area)
    print("District:", district)
    print("Street part:", rest)
else:
    print("That doesn't look like a postcode.")
