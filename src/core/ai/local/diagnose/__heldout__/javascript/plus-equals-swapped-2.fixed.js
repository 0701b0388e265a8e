// expect: none
class BankAccount {
  constructor(owner) {
    this.owner = owner;
    this.balance = 0;
  }

  deposit(amount) {
    if (amount <= 0) {
      console.log("Deposit must be positive");
      return;
    }
    this.balance += amount;
  }

  withdraw(amount) {
    if (amount > this.balance) {
      console.log("Not enough money");
      return;
    }
    this.balance -= amount;
  }
}

const acc = new BankAccount("Mia");
acc.deposit(50);
acc.deposit(25);
acc.withdraw(30);
console.log(acc.owner + " has $" + acc.balance);
