# expect: missing-import line 11
class Gradebook:
    def __init__(self, subject):
        self.subject = subject
        self.marks = []

    def add(self, mark):
        self.marks.append(mark)

    def summary(self):
        middle = statistics.median(self.marks)
        print(self.subject, "median mark:", middle)
        print(self.subject, "best mark:", max(self.marks))


science = Gradebook("Science")
for m in [67, 82, 74, 90, 58]:
    science.add(m)
science.summary()
