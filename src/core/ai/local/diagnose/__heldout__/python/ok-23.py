# expect: none
# stdin: ben
students = [
    {"name": "Ana", "grade": 81},
    {"name": "Ben", "grade": 67},
    {"name": "Cleo", "grade": 92},
]
wanted = input("Student name: ").strip().lower()
record = next((s for s in students if s["name"].lower() == wanted), None)
if record is None:
    print("No such student")
else:
    print(record["name"], "has grade", record["grade"])
best = max(students, key=lambda s: s["grade"])
print("Top of the class:", best["name"])
