# expect: none
students = ["Ana", "Ben", "Cai", "Dee", "Eli"]
groups = [[] for _ in range(2)]
for i, s in enumerate(students):
    groups[i % 2].append(s)
print("Groups:", groups)
grid = [[1, 2], [3, 4]]
copy = [row[:] for row in grid]
copy[0][0] = 99
print("Original:", grid)
print("Copy:", copy)
counts = [0] * 5
counts[2] += 1
print("Counts:", counts)
