# expect: python/print-statement line 4
fruits = ["apple", "pear"]
for fruit in fruits:
    print "I like", fruit
