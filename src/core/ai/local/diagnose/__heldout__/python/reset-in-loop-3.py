# expect: reset-in-loop line 5
readings = [12, 7, 19, 4, 22, 15, 8]
index = 0
while index < len(readings):
    warm_days = []
    if readings[index] >= 15:
        warm_days.append(readings[index])
    index += 1
print("Readings:", readings)
print("Warm days:", warm_days)
print("Number of warm days:", len(warm_days))
