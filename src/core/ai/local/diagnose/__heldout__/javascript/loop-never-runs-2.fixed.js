// expect: none
const prompt = (question) => "banana";

const password = "banana";
const maxAttempts = 3;
let attempts = 0;
let unlocked = false;

while (attempts < maxAttempts && !unlocked) {
  const entry = prompt("Password:");
  attempts++;
  if (entry === password) {
    unlocked = true;
  }
}

console.log(unlocked ? "Access granted" : "Locked out after " + attempts + " attempts");
