export function formatUser({ id, name }: { id: string; name: string }) {
  return `${name} (#${id})`;
}

export const sumPrices = ({ items }: { items: { price: number }[] }) =>
  items.reduce((total, item) => total + item.price, 0);

export function greet({ first, last = '' }: { first: string; last?: string }) {
  return last ? `Hello, ${first} ${last}!` : `Hello, ${first}!`;
}

const users = [
  { id: '1', name: 'Ada' },
  { id: '2', name: 'Linus' },
];

for (const user of users) {
  console.log(formatUser(user));
}

console.log(sumPrices({ items: [{ price: 3 }, { price: 4.5 }] }));
console.log(greet({ first: 'Grace', last: 'Hopper' }));
