# expect: none
# stdin: 5\n9\n7
secret = 7
tries = 0
found = False
while tries < 3:
    guess = int(input("Guess the number: "))
    tries += 1
    if guess == secret:
        found = True
        break
    print("Try again")
if found:
    print("Well done, you needed", tries, "tries")
else:
    print("Sorry, the number was", secret)
