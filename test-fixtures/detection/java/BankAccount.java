public class BankAccount {
    private final String owner;
    private double balance;

    public BankAccount(String owner, double initialBalance) {
        this.owner = owner;
        this.balance = initialBalance;
    }

    public void deposit(double amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Amount must be positive");
        }
        balance += amount;
    }

    public boolean withdraw(double amount) {
        if (amount > balance) {
            return false;
        }
        balance -= amount;
        return true;
    }

    public double getBalance() {
        return balance;
    }

    @Override
    public String toString() {
        return String.format("%s: %.2f", owner, balance);
    }

    public static void main(String[] args) {
        BankAccount account = new BankAccount("Maria", 50);
        account.deposit(25.5);
        System.out.println(account.withdraw(100) ? "Withdrawn" : "Not enough money");
        System.out.println(account);
    }
}
