# expect: none
def to_fahrenheit(celsius):
    return celsius * 9 / 5 + 32


temps = [18, 25, 31, 36]
for t in temps:
    f = to_fahrenheit(t)
    if f > 90:
        print(t, "C is very hot:", f, "F")
    else:
        print(t, "C is", f, "F")
