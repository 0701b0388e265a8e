# expect: wrong-argument-count line 13
def rectangle_area(width, height):
    return width * height


def describe(width, height):
    print("A", width, "by", height, "rectangle")


room_width = 4
room_length = 6
describe(room_width, room_length)
floor = rectangle_area(room_width)
print("Floor area:", floor, "square metres")
tiles = floor * 4
print("Tiles needed:", tiles)
