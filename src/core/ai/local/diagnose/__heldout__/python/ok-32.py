# expect: none
# stdin: 5\n-3\n12
class Tally:
    def __init__(self):
        self.count = 0
        self.total = 0

    def add(self, value):
        self.count += 1
        self.total = self.total + value

    def mean(self):
        if self.count == 0:
            return 0
        return self.total / self.count


tally = Tally()
for _ in range(3):
    tally.add(int(input("Number: ")))
print("Count:", tally.count)
print("Mean:", tally.mean())
