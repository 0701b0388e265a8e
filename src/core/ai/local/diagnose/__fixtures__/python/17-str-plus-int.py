# expect: python/str-plus-int line 5
name = "Mia"
age = 12

print("My name is " + name + " and I am " + age + " years old")
