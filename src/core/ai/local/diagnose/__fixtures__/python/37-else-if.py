# expect: python/else-if line 6
mark = 72

if mark >= 80:
    print("Great")
else if mark >= 50:
    print("Passed")
else:
    print("Try again")
