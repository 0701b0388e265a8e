# expect: ruff/RUF027 line 5
city = "Lisbon"
days = 4

print("I am going to {city} for {days} days")
