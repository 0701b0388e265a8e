# expect: none
def show_results(scores):
    scores = sorted(scores)
    print("Lowest score:", scores[0])
    print("Highest score:", scores[-1])
    middle = len(scores) // 2
    print("Middle score:", scores[middle])


class_scores = [72, 55, 91, 64, 88, 47, 80]
show_results(class_scores)
print("Number of students:", len(class_scores))
