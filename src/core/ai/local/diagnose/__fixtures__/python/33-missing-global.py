# expect: ruff/F823 line 6
clicks = 0


def click():
    clicks += 1
    print("Clicks:", clicks)


click()
click()
