# expect: none
classes = {
    "7A": [65, 72, 80],
    "7B": [55, 91, 70, 68],
    "7C": [88, 79],
}
grand_total = 0
pupils = 0
for name, marks in classes.items():
    class_total = 0
    for mark in marks:
        class_total += mark
    print(name, "average:", round(class_total / len(marks), 1))
    grand_total += class_total
    pupils += len(marks)
print("School average:", round(grand_total / pupils, 1))
