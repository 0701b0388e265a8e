// expect: possibly-missing-value line 13
class Inventory {
  constructor() {
    this.items = new Map();
  }

  add(name, price, count) {
    this.items.set(name, { price, count });
  }

  sell(name) {
    const item = this.items.get(name);
    item.count -= 1;
    return item.price;
  }
}

const shop = new Inventory();
shop.add("lemonade", 1.5, 10);
shop.add("cookie", 0.75, 20);

let earned = 0;
for (const order of ["lemonade", "cookie", "brownie", "cookie"]) {
  earned += shop.sell(order);
}
console.log("Earned: $" + earned.toFixed(2));
