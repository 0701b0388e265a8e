// expect: none
function collectPassing(scores, passMark) {
  let passing = [];
  let i = 0;
  while (i < scores.length) {
    if (scores[i] >= passMark) {
      passing.push(scores[i]);
    }
    i++;
  }
  return passing;
}

const testScores = [55, 81, 47, 90, 66, 73];
const passed = collectPassing(testScores, 60);
console.log(passed.length + " students passed: " + passed.join(", "));
