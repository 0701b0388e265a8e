# expect: ruff/F841 line 4
def rectangle_area(width, height):
    area = width * height
    perimeter = 2 * (width + height)
    return area


print(rectangle_area(3, 4))
