# expect: ruff/PLW0711 line 5
def to_number(text):
    try:
        return int(text)
    except ValueError or TypeError:
        return 0

print(to_number("12"))
