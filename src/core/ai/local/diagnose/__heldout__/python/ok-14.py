# expect: none
temps = [14, 17, 13, 19, 21, 18]
i = 0
while i < len(temps):
    print("Day", i + 1, ":", temps[i])
    i += 1
print("Last day:", temps[len(temps) - 1])
print("Also last day:", temps[-1])
for i in range(len(temps) - 1):
    change = temps[i + 1] - temps[i]
    print("Change after day", i + 1, ":", change)
