# expect: none
# stdin: 3\n4
import math

print("Right-angled triangle helper")
a = float(input("Side a: "))
b = float(input("Side b: "))
c = math.sqrt(a ** 2 + b ** 2)
print("The long side is", round(c, 2))
angle = math.degrees(math.atan2(a, b))
print("The angle opposite a is", round(angle, 1), "degrees")
print("Perimeter:", round(a + b + c, 2))
