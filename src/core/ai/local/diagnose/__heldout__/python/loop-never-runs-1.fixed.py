# expect: none
rocket = "Comet"
print("Rocket", rocket, "is on the launch pad")
print("Countdown starting")
for seconds in range(10, 0, -1):
    if seconds <= 3:
        print(seconds, "...")
    else:
        print(seconds)
print("Lift off!")
print(rocket, "is on its way to space")
