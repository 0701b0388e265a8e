import kotlinx.coroutines.*

suspend fun fetchUser(id: Int): String {
    delay(100L)
    return "user-$id"
}

fun main() = runBlocking {
    val ids = 1..5
    val users = ids.map { id -> async { fetchUser(id) } }.awaitAll()
    println(users.joinToString())

    val job = launch {
        repeat(3) { i ->
            println("tick $i")
            delay(50L)
        }
    }
    job.join()
    println("done")
}
