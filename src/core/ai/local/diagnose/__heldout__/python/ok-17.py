# expect: none
class Pet:
    def __init__(self, name, kind, age):
        self.name = name
        self.kind = kind
        self.age = age

    def birthday(self):
        self.age += 1

    def __str__(self):
        return self.name + " the " + self.kind + " (" + str(self.age) + ")"


rex = Pet("Rex", "dog", 3)
print(rex)
rex.birthday()
print("After the party:", rex)
print("Age now:", rex.age)
