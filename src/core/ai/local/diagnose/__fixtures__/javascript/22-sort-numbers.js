// expect: editor/sort-numbers line 4
const scores = [100, 25, 9, 1000, 42];

scores.sort();
console.log('Lowest:', scores[0]);
console.log('Highest:', scores[scores.length - 1]);
