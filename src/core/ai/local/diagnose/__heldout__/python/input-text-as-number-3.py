# expect: input-text-as-number line 10
# stdin: 3\n6\n9
import random

random.seed(7)
secret = random.randint(1, 10)
found = False
for attempt in range(3):
    guess = input("Guess a number from 1 to 10: ")
    if guess == secret:
        print("You got it!")
        found = True
        break
    print("Nope.")
if not found:
    print("Out of guesses. It was", secret)
