import Foundation

struct Todo: Codable, Identifiable {
    let id: Int
    let title: String
    let completed: Bool
}

func loadTodos() async throws -> [Todo] {
    let url = URL(string: "https://jsonplaceholder.typicode.com/todos")!
    let (data, response) = try await URLSession.shared.data(from: url)
    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        throw URLError(.badServerResponse)
    }
    return try JSONDecoder().decode([Todo].self, from: data)
}

Task {
    do {
        let todos = try await loadTodos()
        let done = todos.filter(\.completed).count
        print("\(done) of \(todos.count) done")
    } catch {
        print("Failed: \(error.localizedDescription)")
    }
}
