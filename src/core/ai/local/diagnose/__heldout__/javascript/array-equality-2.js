// expect: array-equality line 12
const prompt = (question) => "3142";

const secret = [3, 1, 4, 2];
const guess = prompt("Guess the 4-digit code:").split("").map(Number);

let rightPlace = 0;
for (let i = 0; i < secret.length; i++) {
  if (guess[i] === secret[i]) rightPlace++;
}

if (guess === secret) {
  console.log("You cracked the code!");
} else {
  console.log(rightPlace + " digits are in the right place.");
}
