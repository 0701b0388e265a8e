import 'dart:math';

abstract class Shape {
  double get area;
  String get name;
}

class Circle implements Shape {
  final double radius;
  Circle(this.radius);
  @override
  double get area => pi * radius * radius;
  @override
  String get name => 'circle';
}

class Square implements Shape {
  final double side;
  Square(this.side);
  @override
  double get area => side * side;
  @override
  String get name => 'square';
}

void main() {
  final List<Shape> shapes = [Circle(1.5), Square(2)];
  shapes.sort((a, b) => a.area.compareTo(b.area));
  for (final s in shapes) {
    print('${s.name}: ${s.area.toStringAsFixed(2)}');
  }
}
