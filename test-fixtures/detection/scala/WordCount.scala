import scala.io.Source

object WordCount {
  def countWords(text: String): Map[String, Int] =
    text.toLowerCase
      .split("\\W+")
      .filter(_.nonEmpty)
      .groupBy(identity)
      .view
      .mapValues(_.length)
      .toMap

  def main(args: Array[String]): Unit = {
    val source = Source.fromFile(args.headOption.getOrElse("input.txt"))
    try {
      val counts = countWords(source.mkString)
      counts.toSeq.sortBy(-_._2).take(10).foreach { case (w, n) => println(s"$w: $n") }
    } finally source.close()
  }
}
