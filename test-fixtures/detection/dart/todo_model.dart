enum Priority { low, medium, high }

class Todo {
  final String title;
  final Priority priority;
  bool done;

  Todo(this.title, {this.priority = Priority.medium, this.done = false});
}

class TodoList {
  final List<Todo> _items = [];

  void add(String title, {Priority priority = Priority.medium}) {
    _items.add(Todo(title, priority: priority));
  }

  List<Todo> get pending => _items.where((t) => !t.done).toList();

  Map<Priority, int> countByPriority() {
    final counts = <Priority, int>{};
    for (final t in _items) {
      counts.update(t.priority, (v) => v + 1, ifAbsent: () => 1);
    }
    return counts;
  }
}

void main() {
  final list = TodoList()
    ..add('Write report', priority: Priority.high)
    ..add('Water plants', priority: Priority.low);
  print(list.countByPriority());
}
