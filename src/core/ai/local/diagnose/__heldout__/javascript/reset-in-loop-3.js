// expect: reset-in-loop line 15
class Receipt {
  constructor(shop) {
    this.shop = shop;
    this.lines = [];
  }

  add(name, price) {
    this.lines.push({ name, price });
  }

  render() {
    let output = "";
    this.lines.forEach((line) => {
      output = "== " + this.shop + " ==\n";
      output += line.name.padEnd(10) + line.price.toFixed(2) + "\n";
    });
    return output;
  }
}

const r = new Receipt("Corner Cafe");
r.add("Tea", 2.2);
r.add("Muffin", 3.1);
r.add("Juice", 2.75);
console.log(r.render());
