var scores = [72, 88, 95, 61, 79, 100, 54];

function average(list) {
  var total = 0;
  for (var i = 0; i < list.length; i++) {
    total += list[i];
  }
  return total / list.length;
}

function grade(score) {
  if (score >= 90) return 'A';
  else if (score >= 80) return 'B';
  else if (score >= 70) return 'C';
  else if (score >= 60) return 'D';
  return 'F';
}

var passed = scores.filter(function (s) {
  return s >= 60;
});
var grades = scores.map(grade);

console.log('Average: ' + average(scores).toFixed(1));
console.log('Passed: ' + passed.length + ' of ' + scores.length);
console.log('Grades: ' + grades.join(', '));
console.log('Best: ' + Math.max.apply(null, scores));
module.exports = { average: average, grade: grade };
