fun main() {
    print("Enter your name: ")
    val name = readLine()?.trim().orEmpty().ifEmpty { "stranger" }
    println("Hello, $name!")

    val numbers = listOf(3, 8, 1, 9, 4)
    val evens = numbers.filter { it % 2 == 0 }
    println("Evens: $evens, max: ${numbers.maxOrNull()}")
}
