# expect: float-equality line 11
def to_fahrenheit(c):
    return c * 9 / 5 + 32


def to_celsius(f):
    return (f - 32) * 5 / 9


readings = [36.6, 37.2, 38.1, 39.4, 40.0]
broken = [c for c in readings if to_celsius(to_fahrenheit(c)) != c]
if broken:
    print("These readings changed after converting:", broken)
else:
    print("All readings convert back perfectly.")
