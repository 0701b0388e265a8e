# expect: python/method-not-called line 5
codes = ["123", "abc", "42"]

for code in codes:
    if code.isdigit:
        print(code, "is a number")
    else:
        print(code, "is not a number")
