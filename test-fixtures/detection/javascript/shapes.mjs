export class Shape {
  constructor(name) {
    this.name = name;
  }

  area() {
    throw new Error('area() must be implemented');
  }

  toString() {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}

export class Circle extends Shape {
  constructor(radius) {
    super('Circle');
    this.radius = radius;
  }

  area() {
    return Math.PI * this.radius ** 2;
  }
}

export class Rectangle extends Shape {
  constructor(width, height) {
    super('Rectangle');
    this.width = width;
    this.height = height;
  }

  area() {
    return this.width * this.height;
  }
}

const shapes = [new Circle(2), new Rectangle(3, 4), new Circle(0.5)];
shapes.sort((a, b) => a.area() - b.area());
for (const shape of shapes) console.log(String(shape));
