# expect: off-by-one-bound line 4
def biggest_rise(temps):
    biggest = 0
    for i in range(len(temps)):
        rise = temps[i + 1] - temps[i]
        if rise > biggest:
            biggest = rise
    return biggest


week = [14, 16, 13, 19, 21, 18, 22]
print("Temperatures:", week)
print("Biggest rise from one day to the next:", biggest_rise(week))
