# expect: none
class Counter:
    def __init__(self, start=0):
        self.count = start
        self.items = []

    def add(self, item):
        self.items.append(item)
        self.count += 1
        return self.count

    @staticmethod
    def describe():
        return "counts things"


c = Counter()
c.add("apple")
total = c.add("pear")
print(total, c.items, Counter.describe())
