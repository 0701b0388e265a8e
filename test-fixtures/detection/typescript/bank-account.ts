interface Transaction {
  amount: number;
  date: Date;
  note?: string;
}

class BankAccount {
  private balance = 0;
  private history: Transaction[] = [];

  constructor(public readonly owner: string) {}

  deposit(amount: number, note?: string): void {
    if (amount <= 0) throw new Error('Deposit must be positive');
    this.balance += amount;
    this.history.push({ amount, date: new Date(), note });
  }

  withdraw(amount: number): boolean {
    if (amount > this.balance) return false;
    this.balance -= amount;
    this.history.push({ amount: -amount, date: new Date() });
    return true;
  }

  getBalance(): number {
    return this.balance;
  }

  statement(): string[] {
    return this.history.map((t) => `${t.date.toISOString()} ${t.amount.toFixed(2)} ${t.note ?? ''}`);
  }
}

const account = new BankAccount('Sam');
account.deposit(100, 'salary');
account.withdraw(30);
console.log(account.getBalance());
console.log(account.statement().join('\n'));
