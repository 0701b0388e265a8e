import { useState } from 'react';

export default function Counter({ start = 0 }) {
  const [count, setCount] = useState(start);

  return (
    <div className="counter">
      <button onClick={() => setCount(count - 1)}>-</button>
      <span>{count}</span>
      <button onClick={() => setCount(count + 1)}>+</button>
    </div>
  );
}
