// expect: map-parseint line 5
const prompt = (question) => "10,20,30,40";

const raw = prompt("Enter your scores separated by commas:");
const scores = raw.split(",").map(parseInt);

let best = scores[0];
let sum = 0;
for (const s of scores) {
  sum += s;
  if (s > best) best = s;
}

console.log("Scores: " + scores.join(" | "));
console.log("Best: " + best);
console.log("Average: " + sum / scores.length);
