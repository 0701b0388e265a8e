// expect: none
const shoppingCart = {
  items: [
    { name: "bread", price: 2.5 },
    { name: "jam", price: 4 },
    { name: "butter", price: 3 },
  ],
  total: 0,

  calculate() {
    this.total = 0;
    this.items.forEach((item) => {
      this.total += item.price;
    });
    return this.total;
  },
};

console.log("Cart total: $" + shoppingCart.calculate());
