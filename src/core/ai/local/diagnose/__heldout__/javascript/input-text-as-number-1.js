// expect: input-text-as-number line 8
const answers = ["4.50", "2", "3.25"];
let asked = 0;
const prompt = (question) => answers[asked++];

let total = 0;
for (let i = 1; i <= 3; i++) {
  total = total + prompt("Price of item " + i + ":");
}

const tip = total * 0.1;
console.log("Subtotal: " + total);
console.log("Tip: " + tip);
