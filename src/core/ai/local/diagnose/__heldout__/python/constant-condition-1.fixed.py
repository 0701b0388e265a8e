# expect: none
# stdin: no
print("Welcome to the quiz!")
answer = input("Are you ready to start? (yes/no) ")
if answer == "yes" or answer == "y":
    print("Great, here comes question 1.")
    print("What is the capital of France?")
else:
    print("Okay, come back when you're ready.")
print("Goodbye!")
