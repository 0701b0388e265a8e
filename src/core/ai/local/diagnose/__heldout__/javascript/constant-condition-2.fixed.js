// expect: none
const scores = [72, 100, 85, 100, 64];
let perfect = 0;

for (let i = 0; i < scores.length; i++) {
  let score = scores[i];
  if (score === 100) {
    perfect++;
  }
  console.log("Test " + (i + 1) + ": " + score);
}

console.log("Perfect scores: " + perfect);
