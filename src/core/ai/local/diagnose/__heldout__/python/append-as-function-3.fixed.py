# expect: none
class TodoList:
    def __init__(self):
        self.tasks = []

    def add(self, task):
        self.tasks.append(task)

    def show(self):
        for number, task in enumerate(self.tasks, 1):
            print(str(number) + ".", task)


todo = TodoList()
todo.add("Do maths homework")
todo.add("Feed the cat")
todo.add("Practise piano")
todo.show()
