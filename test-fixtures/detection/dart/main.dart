import 'dart:io';

void main() {
  stdout.write('What is your name? ');
  final name = stdin.readLineSync() ?? 'stranger';
  final numbers = [3, 1, 4, 1, 5, 9, 2, 6];
  final evens = numbers.where((n) => n.isEven).toList();

  print('Hello, $name!');
  print('Even numbers: $evens');
  print('Sum: ${numbers.reduce((a, b) => a + b)}');
}
