# expect: python/missing-return line 2
def double(n):
    print(n * 2)


result = double(5) + 1
print(result)
