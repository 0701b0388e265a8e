// expect: none
const orders = [
  { id: 101, customer: "Ravi", paid: true },
  { id: 102, customer: "Sofia", paid: false },
  { id: 103, customer: "Tom", paid: true },
  { id: 104, customer: "Uma", paid: false },
];

const unpaid = [];
orders.forEach((order) => {
  if (order.paid === false)
    unpaid.push(order.customer);
});

console.log("Orders: " + orders.length);
console.log("Waiting for payment from: " + unpaid.join(", "));
