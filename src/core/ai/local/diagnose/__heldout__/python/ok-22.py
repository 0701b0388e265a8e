# expect: none
def factorial(n):
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


for k in range(6):
    print(k, factorial(k), fib(k))
print("10! =", factorial(10))
