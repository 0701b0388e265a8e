# expect: python/unexpected-indent line 4
name = "Sam"
print("Hello", name)
    print("Welcome back!")
