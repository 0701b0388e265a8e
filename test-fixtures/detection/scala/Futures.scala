import scala.concurrent.{Await, Future}
import scala.concurrent.ExecutionContext.Implicits.global
import scala.concurrent.duration._
import scala.util.{Failure, Success}

object Futures {
  def slowSquare(n: Int): Future[Int] = Future {
    Thread.sleep(100)
    n * n
  }

  def main(args: Array[String]): Unit = {
    val all: Future[List[Int]] = Future.sequence((1 to 5).toList.map(slowSquare))
    all.onComplete {
      case Success(values) => println(s"squares: ${values.mkString(", ")}")
      case Failure(err)    => println(s"failed: ${err.getMessage}")
    }
    val total = Await.result(all.map(_.sum), 2.seconds)
    println(s"sum = $total")
  }
}
