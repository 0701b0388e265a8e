const products = [
  { id: 1, name: 'Notebook', price: 3.5 },
  { id: 2, name: 'Pencil', price: 0.8 },
  { id: 3, name: 'Backpack', price: 24 },
];

function Product({ name, price, onAdd }) {
  return (
    <div className="product">
      <h3>{name}</h3>
      <p>${price.toFixed(2)}</p>
      <button onClick={onAdd}>Add to cart</button>
    </div>
  );
}

export default function ProductList({ onAdd }) {
  return (
    <section className="grid">
      {products.map((p) => (
        <Product key={p.id} name={p.name} price={p.price} onAdd={() => onAdd(p)} />
      ))}
    </section>
  );
}
