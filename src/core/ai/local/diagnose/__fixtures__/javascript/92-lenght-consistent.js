// expect: editor/misspelled-name line 3
const scores = [70, 85, 90];
const lenght = scores.length;
let total = 0;
for (let i = 0; i < lenght; i++) {
  total += scores[i];
}
console.log('Average:', total / lenght);
