# expect: none
total_calls = 0


def factorial(n):
    global total_calls
    total_calls += 1
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def add_item(item, basket=None):
    if basket is None:
        basket = []
    basket.append(item)
    return basket


def show(items):
    for i in range(1, len(items)):
        print(items[i - 1], "comes before", items[i])


print(factorial(5), total_calls)
show(add_item("b", ["a"]))
