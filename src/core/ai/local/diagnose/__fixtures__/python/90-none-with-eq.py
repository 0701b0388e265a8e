# expect: ruff/E711 line 8
class Anything:
    def __eq__(self, other):
        return True


value = Anything()
if value == None:
    print("equal to None")
else:
    print("not equal to None")
