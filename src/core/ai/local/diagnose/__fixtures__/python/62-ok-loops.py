# expect: none
countdown = 5
while countdown > 0:
    print(countdown)
    countdown -= 1
print("Lift off!")

numbers = [4, 7, 10, 3]
evens = []
for n in numbers:
    if n % 2 == 0:
        evens.append(n)
numbers.sort()
print(numbers, evens)

while True:
    if numbers:
        numbers.pop()
    else:
        break
print("Empty:", numbers == [])
