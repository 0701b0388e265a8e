// expect: none
class Circle {
  constructor(radius) {
    this.radius = radius;
  }

  area() {
    return Math.PI * this.radius ** 2;
  }

  describe() {
    return "Circle with radius " + this.radius;
  }
}

const circles = [new Circle(1), new Circle(2.5)];
for (const c of circles) {
  console.log(c.describe());
  console.log("Area: " + c.area());
}
