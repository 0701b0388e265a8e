# expect: float-equality line 8
prices = [2.10, 3.20, 1.30]
total = 0
for p in prices:
    total += p
print("Total:", round(total, 2))
budget = 6.60
if total == budget:
    print("You spent exactly your budget.")
elif total < budget:
    print("You have money left over.")
else:
    print("You went over budget!")
