# expect: none
# stdin: 4\n3\n10
score = 0


def ask(question, answer):
    global score
    reply = int(input(question + " "))
    if reply == answer:
        score += 1
        print("Correct!")
    else:
        print("Not quite, it was", answer)


ask("What is 2 + 2?", 4)
ask("What is 9 - 5?", 4)
ask("What is 5 * 2?", 10)
print("Final score:", score)
