# expect: python/used-before-def line 2
print(square(4))


def square(n):
    return n * n
