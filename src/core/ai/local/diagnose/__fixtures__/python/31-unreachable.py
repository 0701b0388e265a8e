# expect: python/unreachable line 6
def is_even(n):
    if n % 2 == 0:
        return True
    return False
    print("Checked", n)


print(is_even(4))
print(is_even(7))
