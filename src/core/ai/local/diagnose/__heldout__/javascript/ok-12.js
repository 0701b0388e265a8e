// expect: none
const names = ["Ada", "Grace", "Linus"];
const players = names.map((name) => ({ name: name, score: 0 }));
const byName = Object.fromEntries(players.map((p) => [p.name, p]));

const makeBadge = (player) => {
  return { label: player.name.toUpperCase(), color: "blue" };
};

players[1].score += 15;
for (const p of players) {
  const badge = makeBadge(p);
  console.log(badge.label + " (" + badge.color + "): " + p.score);
}
console.log("Grace's score: " + byName["Grace"].score);
