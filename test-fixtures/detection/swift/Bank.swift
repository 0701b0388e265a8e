enum BankError: Error {
    case insufficientFunds(needed: Double)
    case invalidAmount
}

class Account {
    private(set) var balance: Double = 0
    let owner: String

    init(owner: String) {
        self.owner = owner
    }

    func deposit(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        balance += amount
    }

    func withdraw(_ amount: Double) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
    }
}

let account = Account(owner: "Sam")
do {
    try account.deposit(50)
    try account.withdraw(80)
} catch BankError.insufficientFunds(let needed) {
    print("You need \(needed) more.")
} catch {
    print("Error: \(error)")
}
