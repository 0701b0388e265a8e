// expect: empty-statement-body line 7
const prompt = (question) => "15";

const age = Number(prompt("How old are you?"));
let canVote = false;

if (age >= 18); {
  canVote = true;
  console.log("You are old enough to vote.");
}

if (!canVote) {
  console.log("You can vote in " + (18 - age) + " years.");
}
