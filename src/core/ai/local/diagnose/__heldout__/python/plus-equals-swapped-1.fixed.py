# expect: none
# stdin: 60\n40\n75\n90\n30
print("Enter 5 test scores")
passed = 0
failed = 0
for i in range(5):
    score = int(input("Score: "))
    if score >= 50:
        passed += 1
    else:
        failed += 1
print("Passed:", passed)
print("Failed:", failed)
if passed > failed:
    print("Most of the class passed.")
else:
    print("The class needs more practice.")
