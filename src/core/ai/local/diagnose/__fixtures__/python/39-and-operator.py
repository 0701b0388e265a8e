# expect: python/js-syntax line 4
temperature = 22

if temperature > 18 && temperature < 26:
    print("Nice weather")
