# expect: python/misspelled-name line 2
def area(widht, height):
    return widht * height


print(area(3, 4))
