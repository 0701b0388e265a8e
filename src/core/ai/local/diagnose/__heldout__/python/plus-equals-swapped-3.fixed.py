# expect: none
def make_acronym(phrase):
    letters = ""
    for word in phrase.split():
        letters+=word[0].upper()
    return letters


names = [
    "portable network graphics",
    "central processing unit",
    "as soon as possible",
]
for name in names:
    print(name, "->", make_acronym(name))
