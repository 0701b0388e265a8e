object Hello {
  def main(args: Array[String]): Unit = {
    val names = List("Ana", "Ben", "Cleo")
    names.foreach(name => println(s"Hello, $name!"))
    val lengths = names.map(_.length)
    println(s"Total letters: ${lengths.sum}")
  }
}
