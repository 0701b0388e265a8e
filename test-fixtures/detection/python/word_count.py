import sys
from collections import Counter


def count_words(text):
    words = [w.strip(".,!?;:\"'()").lower() for w in text.split()]
    return Counter(w for w in words if w)


def main():
    if len(sys.argv) < 2:
        print("usage: word_count.py FILE")
        sys.exit(1)
    with open(sys.argv[1], encoding="utf-8") as f:
        counts = count_words(f.read())
    for word, n in counts.most_common(10):
        print(f"{word:15} {n}")


main()
