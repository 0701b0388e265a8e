# expect: loop-never-runs line 4
def reverse_word(word):
    backwards = ""
    for i in range(len(word) - 1, -1):
        backwards += word[i]
    return backwards


def is_palindrome(word):
    return word.lower() == reverse_word(word.lower())


for w in ["level", "Python", "Racecar", "banana"]:
    print(w, "reversed is", reverse_word(w))
    print("Palindrome?", is_palindrome(w))
