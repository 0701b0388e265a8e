import Foundation

struct Person {
    let name: String
    var age: Int

    func greeting() -> String {
        return "Hi, I'm \(name) and I'm \(age) years old."
    }

    mutating func haveBirthday() {
        age += 1
    }
}

var people = [Person(name: "Ana", age: 20), Person(name: "Leo", age: 17)]
people[1].haveBirthday()

for person in people {
    print(person.greeting())
}

let adults = people.filter { $0.age >= 18 }.map(\.name)
print("Adults: \(adults.joined(separator: ", "))")
