# expect: none
# stdin: 3
lives = 3
level = 1
while lives > 0:
    print("Level", level, "- lives:", lives)
    if level % 2 == 0:
        lives -= 1
    level += 1
print("Game over at level", level)
n = int(input("Count down from: "))
while n > 0:
    print(n)
    n -= 1
print("Done!")
