type Todo = {
  id: number;
  title: string;
  completed: boolean;
};

const BASE_URL = 'https://jsonplaceholder.typicode.com';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} for ${path}`);
  }
  return (await response.json()) as T;
}

export async function loadTodos(limit = 5): Promise<Todo[]> {
  const todos = await getJson<Todo[]>('/todos');
  return todos.slice(0, limit);
}

export async function countDone(): Promise<number> {
  const todos = await loadTodos(200);
  return todos.filter((t) => t.completed).length;
}

loadTodos().then((todos) => {
  todos.forEach((todo) => console.log(`${todo.completed ? '✔' : '✘'} ${todo.title}`));
});
