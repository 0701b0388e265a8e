# expect: none
def clean_username(raw):
    username = raw.strip().lower()
    for bad in [" ", "-", "."]:
        username = username.replace(bad, "_")
    return username


signups = ["  Alice Smith ", "bob-jones", "Carla.Diaz"]
for person in signups:
    print(repr(person), "->", clean_username(person))
