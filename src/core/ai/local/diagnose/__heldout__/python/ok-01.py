# expect: none
# stdin: the cat sat on the mat
sentence = input("Sentence: ")
target = "cat"
if sentence.find(target) != -1:
    print("Found", target, "at position", sentence.find(target))
else:
    print(target, "not found")
start = sentence.find("the")
if start == 0:
    print("The sentence starts with 'the'")
print("'at' appears", sentence.count("at"), "times")
