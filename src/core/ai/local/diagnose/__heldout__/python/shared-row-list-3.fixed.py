# expect: none
students = ["Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus"]
teams = [[] for _ in range(3)]
for index, student in enumerate(students):
    teams[index % 3].append(student)
for number, team in enumerate(teams, start=1):
    print("Team", number, ":", team)
sizes = [len(team) for team in teams]
print("Team sizes:", sizes)
if max(sizes) - min(sizes) <= 1:
    print("Teams are fair.")
