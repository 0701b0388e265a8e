// expect: none
class TodoList {
  constructor() {
    this.tasks = [];
  }

  add(task) {
    this.tasks.push({ text: task, done: false });
  }

  complete(index) {
    this.tasks[index].done = true;
  }

  show() {
    this.tasks.forEach((t, i) => {
      console.log(`${i + 1}. [${t.done ? "x" : " "}] ${t.text}`);
    });
  }
}

const todo = new TodoList();
todo.add("Do homework");
todo.add("Feed the cat");
todo.complete(0);
todo.show();
