// expect: no-self-assign line 6
let best = 0;
const rounds = [3, 9, 4];
for (const points of rounds) {
  if (points > best) {
    best = best;
  }
}
console.log('Best round:', best);
