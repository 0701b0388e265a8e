# expect: off-by-one-bound line 4
# stdin: 4\n9\n7
def last_score(scores):
    return scores[len(scores)]


game_scores = []
for round_number in range(1, 4):
    points = int(input("Points in round " + str(round_number) + ": "))
    game_scores.append(points)
print("All rounds:", game_scores)
print("Final round:", last_score(game_scores))
print("Best round:", max(game_scores))
