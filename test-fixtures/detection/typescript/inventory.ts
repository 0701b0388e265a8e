enum Category {
  Food = 'food',
  Tools = 'tools',
  Toys = 'toys',
}

interface Item {
  name: string;
  category: Category;
  quantity: number;
  price: number;
}

const inventory: Item[] = [
  { name: 'Apple', category: Category.Food, quantity: 40, price: 0.5 },
  { name: 'Hammer', category: Category.Tools, quantity: 3, price: 12 },
  { name: 'Yo-yo', category: Category.Toys, quantity: 0, price: 2.5 },
];

function totalValue(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.price, 0);
}

function byCategory(items: Item[], category: Category): Item[] {
  return items.filter((item) => item.category === category);
}

function outOfStock(items: readonly Item[]): string[] {
  return items.filter((i) => i.quantity === 0).map((i) => i.name);
}

console.log('Total value:', totalValue(inventory));
console.log('Tools:', byCategory(inventory, Category.Tools));
console.log('Out of stock:', outOfStock(inventory));
