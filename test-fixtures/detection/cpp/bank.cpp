#include <iostream>
#include <map>
#include <stdexcept>
#include <string>

class Bank {
    std::map<std::string, double> accounts;

public:
    void open(const std::string &owner) { accounts[owner] = 0.0; }

    void deposit(const std::string &owner, double amount) {
        if (amount <= 0) throw std::invalid_argument("amount must be positive");
        accounts.at(owner) += amount;
    }

    void transfer(const std::string &from, const std::string &to, double amount) {
        if (accounts.at(from) < amount) throw std::runtime_error("insufficient funds");
        accounts.at(from) -= amount;
        accounts.at(to) += amount;
    }

    void print() const {
        for (const auto &[owner, balance] : accounts) {
            std::cout << owner << ": " << balance << "\n";
        }
    }
};

int main() {
    Bank bank;
    bank.open("alice");
    bank.open("bob");
    bank.deposit("alice", 100);
    try {
        bank.transfer("alice", "bob", 30);
        bank.transfer("bob", "alice", 500);
    } catch (const std::exception &e) {
        std::cerr << "Error: " << e.what() << "\n";
    }
    bank.print();
}
