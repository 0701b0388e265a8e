# expect: none
# stdin: Hello World
text = input("Text to encode: ")
secret = ""
for ch in text:
    if ch.isalpha():
        base = ord("a") if ch.islower() else ord("A")
        secret += chr((ord(ch) - base + 3) % 26 + base)
    else:
        secret += ch
print("Encoded:", secret)
print("Reversed:", text[::-1])
vowels = sum(1 for ch in text.lower() if ch in "aeiou")
print("Vowels:", vowels)
