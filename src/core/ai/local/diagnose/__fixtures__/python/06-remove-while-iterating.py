# expect: ruff/B909 line 7
numbers = [1, 2, 2, 3, 4, 4, 5]

# Remove the even numbers
for n in numbers:
    if n % 2 == 0:
        numbers.remove(n)

print(numbers)
