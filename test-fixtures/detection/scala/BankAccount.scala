class BankAccount(val owner: String, private var balance: BigDecimal = 0) {
  def deposit(amount: BigDecimal): Either[String, BigDecimal] =
    if (amount <= 0) Left("amount must be positive")
    else {
      balance += amount
      Right(balance)
    }

  def withdraw(amount: BigDecimal): Either[String, BigDecimal] =
    if (amount > balance) Left(s"insufficient funds: $balance")
    else {
      balance -= amount
      Right(balance)
    }

  override def toString: String = s"$owner: $balance"
}

object Bank extends App {
  val account = new BankAccount("Lin")
  val result = for {
    _ <- account.deposit(100)
    b <- account.withdraw(30)
  } yield b
  println(result)
  println(account.withdraw(1000))
}
