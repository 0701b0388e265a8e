protocol Shape {
    var area: Double { get }
    var name: String { get }
}

struct Circle: Shape {
    let radius: Double
    var area: Double { .pi * radius * radius }
    var name: String { "circle" }
}

struct Rectangle: Shape {
    let width: Double
    let height: Double
    var area: Double { width * height }
    var name: String { "rectangle" }
}

let shapes: [Shape] = [Circle(radius: 2), Rectangle(width: 3, height: 4)]
let sorted = shapes.sorted { $0.area > $1.area }
for shape in sorted {
    print("\(shape.name): \(String(format: "%.2f", shape.area))")
}
