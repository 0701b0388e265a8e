# expect: ruff/E711 line 10
def find(items, wanted):
    for i in range(len(items)):
        if items[i] == wanted:
            return i
    return None


where = find(["a", "b", "c"], "z")
if where == None:
    print("Not found")
