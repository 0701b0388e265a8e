# expect: none
# stdin: rock\npaper\nlizard
import random

random.seed(3)
options = ["rock", "paper", "scissors"]
beats = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
wins = 0
for round_number in range(3):
    move = input("rock, paper or scissors? ")
    if move != "rock" and move != "paper" and move != "scissors":
        print("That is not a valid move.")
        continue
    computer = random.choice(options)
    print("Computer chose", computer)
    if beats[move] == computer:
        wins += 1
print("You won", wins, "rounds")
