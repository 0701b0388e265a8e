# expect: function-printed line 14
# stdin: circle\n2
def circle_area(radius):
    return 3.14159 * radius * radius


def square_area(side):
    return side * side


shape = input("circle or square? ")
size = float(input("Size: "))
if shape == "circle":
    print("Area:", circle_area)
else:
    print("Area:", square_area(size))
