# expect: none
def letter_grade(mark):
    if mark >= 70:
        grade = "A"
    elif mark >= 60:
        grade = "B"
    elif mark >= 50:
        grade = "C"
    else:
        grade = "F"
    return grade


results = {"Tom": 74, "Sara": 58, "Lee": 43}
for student, mark in results.items():
    g = letter_grade(mark)
    print(student, "got grade", g)
