sealed trait Shape {
  def area: Double
}

case class Circle(radius: Double) extends Shape {
  def area: Double = math.Pi * radius * radius
}

case class Rectangle(width: Double, height: Double) extends Shape {
  def area: Double = width * height
}

object Shapes extends App {
  val shapes: Seq[Shape] = Seq(Circle(1.5), Rectangle(2, 4), Circle(0.5))

  def describe(shape: Shape): String = shape match {
    case Circle(r) if r < 1 => s"a small circle"
    case Circle(r)          => s"a circle of radius $r"
    case Rectangle(w, h)    => s"a $w by $h rectangle"
  }

  shapes.sortBy(_.area).foreach { s =>
    println(f"${describe(s)}%-25s ${s.area}%.2f")
  }
}
