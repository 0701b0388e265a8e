# expect: python/unindent-mismatch line 6
temperature = 25

if temperature > 20:
    print("It is warm")
  print("Wear a t-shirt")
