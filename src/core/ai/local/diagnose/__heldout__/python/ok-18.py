# expect: none
# stdin: 12\n*\n3
def add(a, b):
    return a + b


def subtract(a, b):
    return a - b


def multiply(a, b):
    return a * b


operations = {"+": add, "-": subtract, "*": multiply}
x = int(input("First number: "))
op = input("Operation (+, -, *): ")
y = int(input("Second number: "))
action = operations.get(op)
if action is not None:
    print("Answer:", action(x, y))
else:
    print("Unknown operation")
