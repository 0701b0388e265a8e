class Person {
  final String name;
  int age;

  Person(this.name, this.age);

  Person.baby(String name) : this(name, 0);

  bool get isAdult => age >= 18;

  void birthday() {
    age++;
  }

  @override
  String toString() => 'Person($name, $age)';
}

void main() {
  final people = <Person>[Person('Ana', 17), Person('Ben', 25), Person.baby('Cy')];
  people[0].birthday();
  final adults = people.where((p) => p.isAdult).map((p) => p.name);
  print(people);
  print('Adults: ${adults.join(', ')}');
}
