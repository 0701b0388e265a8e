# expect: none
def long_words(text, min_len):
    found = []
    for word in text.split():
        if len(word) >= min_len:
            found.append(word)
    return found


story = "Once upon a time a curious little robot wandered into the enormous garden"
result = long_words(story, 6)
print("Long words:", result)
print("Count:", len(result))
