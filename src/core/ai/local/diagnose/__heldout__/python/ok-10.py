# expect: none
print("Countdown!")
for seconds in range(10, 0, -1):
    print(seconds)
print("Blast off!")
word = "rocket"
backwards = ""
for i in range(len(word) - 1, -1, -1):
    backwards += word[i]
print(word, "backwards is", backwards)
for even in range(0, 11, 2):
    print(even, end=" ")
print()
