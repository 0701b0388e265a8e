// expect: missing-return line 14
class Order {
  constructor(customer) {
    this.customer = customer;
    this.items = [];
  }

  add(name, price) {
    this.items.push({ name, price });
    return this;
  }

  getTotal() {
    this.items.reduce((sum, item) => sum + item.price, 0);
  }
}

const order = new Order("Kim").add("burger", 6.5).add("fries", 2.75).add("shake", 3.5);
const total = order.getTotal();
console.log(order.customer + " owes $" + total.toFixed(2));
