import random


def play():
    secret = random.randint(1, 100)
    tries = 0
    print("I'm thinking of a number between 1 and 100.")
    while True:
        guess = input("Your guess: ")
        if not guess.isdigit():
            print("Please type a number.")
            continue
        tries += 1
        guess = int(guess)
        if guess < secret:
            print("Too low!")
        elif guess > secret:
            print("Too high!")
        else:
            print(f"Correct! You needed {tries} tries.")
            break


if __name__ == "__main__":
    play()
