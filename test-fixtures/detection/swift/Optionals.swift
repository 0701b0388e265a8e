let input = ["42", "seven", "13", ""]

var numbers: [Int] = []
for text in input {
    if let n = Int(text) {
        numbers.append(n)
    } else {
        print("'\(text)' is not a number")
    }
}

let scores: [String: Int] = ["ana": 10, "bo": 7]
let missing = scores["cy"] ?? 0
print("cy has \(missing) points")

func firstEven(_ values: [Int]) -> Int? {
    values.first { $0 % 2 == 0 }
}

guard let even = firstEven(numbers) else {
    fatalError("no even number")
}
print("First even: \(even)")
