// expect: none
class Gradebook {
  constructor() {
    this.scores = [];
  }

  add(score) {
    this.scores.push(score);
  }

  get count() {
    return this.scores.length;
  }
}

const book = new Gradebook();
[88, 61, 94, 75].forEach((s) => book.add(s));
book.scores.sort((a, b) => b - a);

let total = 0;
for (const s of book.scores) total += s;
console.log("Sorted: " + book.scores.join(", ") + " (" + book.count + " scores)");
console.log("Average: " + total / book.count);

total = 0;
for (const s of book.scores.slice(0, 2)) total += s;
console.log("Top two total: " + total);
