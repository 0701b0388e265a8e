// expect: none
function sameList(a, b) {
  if (a.length !== b.length) return false;
  return a.every((value, i) => value === b[i]);
}

const answerKey = ["b", "d", "a", "c"];
const quizzes = {
  Lena: ["b", "d", "a", "c"],
  Max: ["b", "a", "a", "c"],
};

for (const [student, answers] of Object.entries(quizzes)) {
  const perfect = sameList(answers, answerKey);
  console.log(student + ": " + (perfect ? "perfect!" : "check your answers"));
}

const emptyResults = [];
if (emptyResults.length === 0) {
  console.log("No results yet.");
}
console.log(JSON.stringify([1, 2]) === JSON.stringify([1, 2]) ? "same contents" : "different");
