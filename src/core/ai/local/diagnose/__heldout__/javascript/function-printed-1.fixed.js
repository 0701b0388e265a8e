// expect: none
const basket = [
  { fruit: "apple", qty: 3, price: 0.4 },
  { fruit: "mango", qty: 1, price: 1.8 },
  { fruit: "kiwi", qty: 4, price: 0.3 },
];

function getTotal() {
  let sum = 0;
  for (const b of basket) {
    sum += b.qty * b.price;
  }
  return sum.toFixed(2);
}

console.log("Items in basket:", basket.length);
console.log("Total to pay:", getTotal());
