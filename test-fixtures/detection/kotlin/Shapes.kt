import kotlin.math.PI

sealed class Shape {
    abstract fun area(): Double

    data class Circle(val radius: Double) : Shape() {
        override fun area() = PI * radius * radius
    }

    data class Rectangle(val width: Double, val height: Double) : Shape() {
        override fun area() = width * height
    }
}

fun Shape.label(): String = when (this) {
    is Shape.Circle -> "circle r=$radius"
    is Shape.Rectangle -> "rect ${width}x$height"
}

fun main() {
    val shapes = listOf(Shape.Circle(1.0), Shape.Rectangle(2.0, 3.0))
    for (s in shapes.sortedByDescending { it.area() }) {
        println("${s.label()}: ${"%.2f".format(s.area())}")
    }
}
