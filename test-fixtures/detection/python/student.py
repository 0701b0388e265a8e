class Student:
    def __init__(self, name, grades=None):
        self.name = name
        self.grades = grades or []

    def add_grade(self, grade):
        if not 0 <= grade <= 100:
            raise ValueError("grade must be between 0 and 100")
        self.grades.append(grade)

    @property
    def average(self):
        if not self.grades:
            return 0
        return sum(self.grades) / len(self.grades)

    def __repr__(self):
        return f"Student({self.name!r}, average={self.average:.1f})"


class Classroom:
    def __init__(self):
        self.students = {}

    def enroll(self, student):
        self.students[student.name] = student

    def best(self):
        return max(self.students.values(), key=lambda s: s.average)


room = Classroom()
for name, grades in [("Ana", [90, 85]), ("Ben", [70, 95, 80]), ("Cy", [60])]:
    room.enroll(Student(name, grades))
print(room.best())
