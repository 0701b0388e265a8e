# expect: none
# stdin: 37.8
celsius = float(input("Temperature in C: "))
fahrenheit = celsius * 9 / 5 + 32
print(f"That is {fahrenheit:.1f} F")
if celsius >= 38.0:
    print("You have a fever.")
elif celsius < 35.0:
    print("You are too cold!")
else:
    print("Normal temperature.")
kelvin = celsius + 273.15
print("In kelvin:", round(kelvin, 2))
