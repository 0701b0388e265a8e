import { useReducer, useState, type FormEvent } from 'react';

interface Todo {
  id: number;
  text: string;
  done: boolean;
}

type Action = { type: 'add'; text: string } | { type: 'toggle'; id: number };

function reducer(state: Todo[], action: Action): Todo[] {
  switch (action.type) {
    case 'add':
      return [...state, { id: Date.now(), text: action.text, done: false }];
    case 'toggle':
      return state.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t));
  }
}

export default function TodoList() {
  const [todos, dispatch] = useReducer(reducer, []);
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) dispatch({ type: 'add', text });
    setText('');
  }

  return (
    <section>
      <form onSubmit={submit}>
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </form>
      <ul>
        {todos.map((todo) => (
          <li key={todo.id} onClick={() => dispatch({ type: 'toggle', id: todo.id })}>
            {todo.done ? <s>{todo.text}</s> : todo.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
