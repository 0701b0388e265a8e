const form = document.getElementById('todo-form');
const input = document.getElementById('todo-input');
const list = document.getElementById('todo-list');

let todos = JSON.parse(localStorage.getItem('todos') || '[]');

function save() {
  localStorage.setItem('todos', JSON.stringify(todos));
}

function render() {
  list.innerHTML = '';
  todos.forEach((todo, index) => {
    const li = document.createElement('li');
    li.className = todo.done ? 'done' : '';
    li.textContent = todo.text;
    li.addEventListener('click', () => {
      todos[index].done = !todos[index].done;
      save();
      render();
    });
    const remove = document.createElement('button');
    remove.textContent = 'x';
    remove.onclick = (event) => {
      event.stopPropagation();
      todos.splice(index, 1);
      save();
      render();
    };
    li.appendChild(remove);
    list.appendChild(li);
  });
}

form.addEventListener('submit', function (event) {
  event.preventDefault();
  const text = input.value.trim();
  if (text === '') return;
  todos.push({ text, done: false });
  input.value = '';
  save();
  render();
});

render();
