# expect: uncalled-function line 5
# stdin: twelve
print("Guess how many sweets are in the jar!")
guess = input("Your guess: ")
if guess.isdigit:
    number = int(guess)
    if number == 42:
        print("Spot on!")
    elif number < 42:
        print("Too low, there were 42.")
    else:
        print("Too high, there were 42.")
else:
    print("Please type a whole number next time.")
