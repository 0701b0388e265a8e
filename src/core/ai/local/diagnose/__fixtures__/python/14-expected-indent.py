# expect: python/expected-indent line 3
def say_hello(name):
print("Hello", name)


say_hello("Lin")
