# expect: python/missing-return line 2
def average(numbers):
    total = 0
    for n in numbers:
        total += n
    result = total / len(numbers)


marks = [7, 9, 8]
avg = average(marks)
print("Average mark:", avg)
