# expect: python/float-index line 5
colours = ["red", "orange", "yellow", "green", "blue"]

# Pick the colour in the middle
middle = colours[len(colours) / 2]
print("The middle colour is", middle)
