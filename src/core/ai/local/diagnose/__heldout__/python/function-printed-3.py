# expect: function-printed line 11
# stdin: 70\n80\n65\n90
def average(numbers):
    return sum(numbers) / len(numbers)


marks = []
for i in range(4):
    marks.append(int(input("Mark " + str(i + 1) + ": ")))
print(f"Your marks: {marks}")
print(f"Your average: {average}")
