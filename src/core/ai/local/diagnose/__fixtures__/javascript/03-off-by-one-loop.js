// expect: editor/off-by-one line 5
const scores = [90, 75, 88];
let sum = 0;

for (let i = 0; i <= scores.length; i++) {
  sum = sum + scores[i];
}

console.log('Average:', sum / scores.length);
