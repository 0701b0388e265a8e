# expect: python/float-index line 6
cards = 10
half = cards / 2

print("Dealing half the cards:")
for card in range(half):
    print("card", card + 1)
