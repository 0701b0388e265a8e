import { useState } from 'react';

interface CounterProps {
  initial?: number;
  step?: number;
}

export function Counter({ initial = 0, step = 1 }: CounterProps) {
  const [count, setCount] = useState<number>(initial);

  const increment = () => setCount((c) => c + step);
  const decrement = () => setCount((c) => c - step);

  return (
    <div className="counter">
      <h2>Counter</h2>
      <button onClick={decrement}>-</button>
      <output>{count}</output>
      <button onClick={increment}>+</button>
    </div>
  );
}
