# expect: function-printed line 17
class BankAccount:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount

    def get_balance(self):
        return self.balance


account = BankAccount("Priya", 50)
account.deposit(25)
account.deposit(10)
print(account.owner, "now has", account.get_balance)
