# expect: python/or-constant line 5
answers = ["y", "n", "maybe"]

for answer in answers:
    if answer == "y" or "yes":
        print(answer, "means yes")
    else:
        print(answer, "means no")
