# expect: none
# stdin: # this line is a comment
line = input("Line of code: ")
if line.startswith("#"):
    print("That is a comment.")
hash_at = line.find("#")
if hash_at == -1:
    print("No comment on this line.")
else:
    print("Comment starts at column", hash_at + 1)
if "line" in line:
    print("It mentions the word 'line'.")
print("Without the comment:", repr(line[:hash_at] if hash_at != -1 else line))
