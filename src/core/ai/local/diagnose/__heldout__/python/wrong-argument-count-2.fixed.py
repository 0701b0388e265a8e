# expect: none
def greet(name):
    return "Hello, " + name + "!"


def welcome_all(guests):
    for guest in guests:
        message = greet(guest)
        print(message)
    print("Welcome,", len(guests), "guests")


party = ["Ama", "Kofi", "Esi"]
welcome_all(party)
