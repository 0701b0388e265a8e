def fizzbuzz(n):
    for i in range(1, n + 1):
        if i % 15 == 0:
            print("FizzBuzz")
        elif i % 3 == 0:
            print("Fizz")
        elif i % 5 == 0:
            print("Buzz")
        else:
            print(i)


def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            return False
    return True


fizzbuzz(20)
primes = [x for x in range(50) if is_prime(x)]
print("Primes below 50:", primes)
squares = {x: x * x for x in range(1, 6)}
print(squares)
