// expect: none
const rolls = [4, 2, 6, 1, 5, 3];
let score = 0;
let bonusRounds = 0;

for (let round = 0; round < rolls.length; round++) {
  const roll = rolls[round];
  if (roll === 6) {
    bonusRounds += 1;
  }
  if (roll > 2) {
    score += roll;
  }
}

console.log("Rounds played:", rolls.length);
console.log("Bonus rounds:", bonusRounds);
console.log("Final score:", score);
