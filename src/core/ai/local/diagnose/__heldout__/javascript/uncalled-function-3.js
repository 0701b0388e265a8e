// expect: uncalled-function line 3
function rollDie(sides) {
  return Math.floor(Math.random * sides) + 1;
}

function playRound(players) {
  const results = {};
  for (const player of players) {
    results[player] = rollDie(6) + rollDie(6);
  }
  return results;
}

const round = playRound(["Ben", "Chloe", "Dev"]);
let winner = null;
for (const [player, total] of Object.entries(round)) {
  console.log(player + " rolled " + total);
  if (winner === null || total > round[winner]) {
    winner = player;
  }
}
console.log("Winner: " + winner);
