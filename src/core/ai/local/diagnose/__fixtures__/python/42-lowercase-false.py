# expect: ruff/F821 line 2
finished = false
steps = 0

while not finished:
    steps += 1
    if steps == 5:
        finished = True

print("Done after", steps, "steps")
