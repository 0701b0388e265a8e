// expect: none
class Player {
  constructor(name) {
    this.name = name;
    this.scores = [];
  }

  addScore(points) {
    this.scores.push(points);
    return this;
  }

  get best() {
    return this.scores.length === 0 ? 0 : Math.max(...this.scores);
  }
}

const ada = new Player('Ada');
ada.addScore(12).addScore(30);
const label = 'Best of ' + ada.name + ': ' + ada.best;
console.log(label, ada.scores.length, ada.scores[ada.scores.length - 1]);
