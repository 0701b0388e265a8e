// expect: no-const-assign line 5
const score = 0;
const points = [5, 10, 15];
for (const p of points) {
  score = score + p;
}
console.log('Score:', score);
