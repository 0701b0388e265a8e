# expect: none
def greet(name, greeting="Hello", punctuation="!"):
    return greeting + ", " + name + punctuation


def total(*amounts):
    result = 0
    for a in amounts:
        result += a
    return result


print(greet("Ann"))
print(greet("Bo", "Good morning"))
print(greet("Cy", punctuation="?"))
print("Sum:", total(3, 4, 5))
print("Sum of nothing:", total())
