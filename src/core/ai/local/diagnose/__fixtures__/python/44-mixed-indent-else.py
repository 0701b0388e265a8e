# expect: python/unindent-mismatch line 7
password = "hunter2"

if len(password) < 8:
    print("Too short")
    print("Use at least 8 letters")
   else:
    print("Good password")
