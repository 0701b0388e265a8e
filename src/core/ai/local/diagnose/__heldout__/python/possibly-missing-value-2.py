# expect: possibly-missing-value line 9
# stdin: 2024/05/17
import re

months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
text = input("Enter a date (DD-MM-YYYY): ")
found = re.match(r"(\d\d)-(\d\d)-(\d{4})$", text)
day, month, year = found.groups()
print("Day:", int(day))
print("Month:", months[int(month) - 1])
print("Year:", year)
