# expect: none
class PiggyBank:
    def __init__(self, owner):
        self.owner = owner
        self.coins = 0

    def add(self, amount):
        self.coins += amount

    def report(self):
        print(self.owner, "has", self.coins, "coins saved")


bank = PiggyBank("Maya")
for gift in [5, 10, 2, 8]:
    bank.add(gift)
bank.report()
