// expect: wrong-argument-count line 18
class Cart {
  constructor() {
    this.lines = [];
  }

  addItem(name, price, quantity) {
    this.lines.push({ name, price, quantity });
  }

  total() {
    return this.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  }
}

const cart = new Cart();
cart.addItem("pen", 1.5, 4);
cart.addItem("ruler", 2);
cart.addItem("eraser", 0.5, 2);
console.log("Total: $" + cart.total().toFixed(2));
