# expect: missing-import line 8
# stdin: 2.5
print("Circle calculator")
radius = float(input("Radius in cm: "))
if radius <= 0:
    print("The radius must be positive.")
else:
    area = math.pi * radius ** 2
    diameter = 2 * radius
    print("Diameter:", diameter, "cm")
    print("Area:", round(area, 2), "cm squared")
