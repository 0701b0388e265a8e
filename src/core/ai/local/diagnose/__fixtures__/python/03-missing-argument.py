# expect: python/missing-argument line 7
def greet(name, greeting):
    return greeting + ", " + name + "!"


print(greet("Ada", "Hello"))
print(greet("Bob"))
