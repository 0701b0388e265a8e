# expect: ruff/B015 line 6
lives = 3
print("Lives:", lives)

print("Oops, you lost a life")
lives == lives - 1
print("Lives:", lives)
