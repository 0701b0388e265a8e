# expect: none
# stdin: Zed
students = [
    {"name": "Ana", "grade": 81},
    {"name": "Ben", "grade": 67},
    {"name": "Cleo", "grade": 92},
]


def find_student(name):
    for student in students:
        if student["name"].lower() == name.lower():
            return student


wanted = input("Look up which student? ")
record = find_student(wanted)
if record is None:
    print("No student called", wanted)
else:
    print(record["name"], "scored", record["grade"])
