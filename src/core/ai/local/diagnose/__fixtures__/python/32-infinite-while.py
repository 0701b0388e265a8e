# expect: python/infinite-loop line 5
secret = "7"
tries = 0

while tries < 3:
    guess = input("Guess the number: ")
    if guess == secret:
        print("Right!")
    else:
        print("Wrong, try again")

print("Game over")
