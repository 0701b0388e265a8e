# expect: none
# stdin: 4\n2\n6
score = 0


def check_answer(given, correct):
    global score
    if given == correct:
        print("Correct!")
        score += 1
    else:
        print("Wrong, it was", correct)


questions = [("2 + 2", 4), ("10 / 5", 2), ("3 * 3", 9)]
for question, answer in questions:
    reply = int(input("What is " + question + "? "))
    check_answer(reply, answer)
print("You scored", score, "out of", len(questions))
