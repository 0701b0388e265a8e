// expect: none
const names = ["Ada", "Grace", "Linus", "Alan"];

const players = names.map((name) => ({ name: name }));

players.forEach((p, i) => {
  p.score = (i + 1) * 10;
});

for (const p of players) {
  console.log(p.name + " scored " + p.score);
}
