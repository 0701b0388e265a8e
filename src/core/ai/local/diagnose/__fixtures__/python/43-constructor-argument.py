# expect: python/missing-argument line 10
class Book:
    def __init__(self, title, pages):
        self.title = title
        self.pages = pages

    def describe(self):
        return self.title + " has " + str(self.pages) + " pages"

book = Book("Dune")
print(book.describe())
