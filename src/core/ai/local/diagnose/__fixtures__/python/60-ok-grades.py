# expect: none
def average(marks):
    if len(marks) == 0:
        return 0
    return sum(marks) / len(marks)


def grade(mark):
    if mark >= 80:
        return "A"
    elif mark >= 50:
        return "B"
    return "C"


marks = [72, 95, 48]
for i in range(len(marks)):
    print("Student " + str(i + 1) + ": " + grade(marks[i]))
print(f"Average: {average(marks):.1f}")
middle = marks[len(marks) // 2]
print("Middle mark:", middle)
