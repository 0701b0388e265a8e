# expect: none
# stdin: 4 8 15 16 23 42
numbers = list(map(int, input("Numbers separated by spaces: ").split()))
print("You typed", len(numbers), "numbers")
print("Sum:", sum(numbers))
print("Smallest:", min(numbers), "Largest:", max(numbers))
evens = [n for n in numbers if n % 2 == 0]
print("Even ones:", evens)
if len(evens) == len(numbers):
    print("They are all even.")
average = sum(numbers) / len(numbers)
print("Average:", average)
