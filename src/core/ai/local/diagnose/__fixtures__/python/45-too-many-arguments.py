# expect: python/too-many-arguments line 6
def area(side):
    return side * side


print("Area:", area(3, 4))
