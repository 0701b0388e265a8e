# expect: python/missing-self line 6
class Dog:
    def __init__(self, name):
        self.name = name

    def bark():
        print("Woof!")


rex = Dog("Rex")
rex.bark()
