// expect: none
function fetchScore(name) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(name.length * 7), 5);
  });
}

function loadPlayer(name) {
  return fetchScore(name).then((points) => ({ player: name, points }));
}

loadPlayer("Morgan").then((info) => {
  console.log(info.player + " has " + info.points + " points");
});
