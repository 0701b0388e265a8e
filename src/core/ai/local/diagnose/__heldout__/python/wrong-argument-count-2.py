# expect: wrong-argument-count line 8
def greet(name):
    return "Hello, " + name + "!"


def welcome_all(guests):
    for guest in guests:
        message = greet(guest, "Good morning")
        print(message)
    print("Welcome,", len(guests), "guests")


party = ["Ama", "Kofi", "Esi"]
welcome_all(party)
