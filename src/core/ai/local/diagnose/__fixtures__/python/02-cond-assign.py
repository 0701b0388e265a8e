# expect: python/cond-assign line 5
score = 10
bonus = 5

if score = 10:
    score = score + bonus

print("Your score:", score)
