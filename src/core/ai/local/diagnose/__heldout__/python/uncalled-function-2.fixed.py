# expect: none
def count_long_words(sentence, min_length):
    words = sentence.split()
    count = 0
    for word in words:
        if len(word) >= min_length:
            count += 1
    return count


text = "the quick brown fox jumps over the lazy sleeping dog"
print("Words with 5+ letters:", count_long_words(text, 5))
