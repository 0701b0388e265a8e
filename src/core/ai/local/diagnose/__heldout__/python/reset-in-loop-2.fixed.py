# expect: none
def factorial(n):
    result = 1
    for k in range(1, n + 1):
        result *= k
    return result


for number in [3, 5, 7]:
    answer = factorial(number)
    print(str(number) + "! =", answer)
print("Done.")
