# expect: none
answer = ""
while answer != "quit":
    answer = input("Type a number or quit: ")
    if answer.isdigit():
        number = int(answer)
        print(number, "doubled is", number * 2)
    elif answer == "y" or answer == "yes":
        print("Yes to what?")
print("Bye")
