// expect: none
const players = ["Ari", "Bo", "Cy", "Di", "Ed", "Flo", "Gia"];
const teamCount = 3;
const teams = Array.from({ length: teamCount }, () => []);

players.forEach((player, i) => {
  teams[i % teamCount].push(player);
});

for (let t = 0; t < teams.length; t++) {
  console.log("Team " + (t + 1) + " (" + teams[t].length + "): " + teams[t].join(", "));
}
