// expect: input-text-as-number line 11
const prompt = (question) => "7";

const secret = 7;
let tries = 0;
let won = false;

while (tries < 3 && !won) {
  const guess = prompt("Guess a number from 1 to 10:");
  tries++;
  if (guess === secret) {
    won = true;
  } else {
    console.log("Nope, try again.");
  }
}

console.log(won ? "You got it in " + tries + " tries!" : "Out of tries. It was " + secret);
