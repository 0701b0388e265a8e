// expect: none
const scoreboard = {
  total: 0,
  names: [],
  record(results) {
    results.forEach(function (r) {
      this.total += r.points;
    }, this);
    const self = this;
    results.forEach(function (r) {
      self.names.push(r.name);
    });
  },
};

scoreboard.record([
  { name: "Fox", points: 12 },
  { name: "Owl", points: 8 },
]);
console.log(scoreboard.names.join(" & ") + " scored " + scoreboard.total);
