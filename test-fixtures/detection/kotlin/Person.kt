data class Person(val name: String, val age: Int) {
    val isAdult: Boolean
        get() = age >= 18
}

fun describe(person: Person): String = when {
    person.age < 13 -> "${person.name} is a child"
    person.age < 18 -> "${person.name} is a teenager"
    else -> "${person.name} is an adult"
}

fun main() {
    val people = listOf(Person("Ana", 12), Person("Bo", 16), Person("Cy", 30))
    people.forEach { println(describe(it)) }
    val (adults, minors) = people.partition { it.isAdult }
    println("Adults: ${adults.map { it.name }}, minors: ${minors.size}")
}
