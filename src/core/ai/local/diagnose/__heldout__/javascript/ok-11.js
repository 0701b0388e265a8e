// expect: none
const prompt = (question) => "3";

let lives = +prompt("How many lives?");
let score = 0;
let direction = 1;
let position = 0;
const hits = [10, 0, 25, 0, 5];

for (const hit of hits) {
  if (hit === 0) {
    lives -= 1;
    direction = -direction;
  } else {
    score += hit;
  }
  position += direction;
}

console.log("Lives left: " + lives);
console.log("Score: " + score);
console.log("Position: " + position);
