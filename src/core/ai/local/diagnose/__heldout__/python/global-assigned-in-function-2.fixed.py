# expect: none
high_score = 0
games = [120, 340, 90, 410, 275]


def record(points):
    global high_score
    if points > high_score:
        print("New high score:", points)
        high_score = points


for points in games:
    record(points)
print("Best game:", high_score)
