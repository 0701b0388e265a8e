// expect: none
const grades = [72, 95, 88, 61];

function average(list) {
  let sum = 0;
  for (let i = 0; i < list.length; i++) {
    sum += list[i];
  }
  return sum / list.length;
}

const best = Math.max(...grades);
const sorted = [...grades].sort((a, b) => a - b);

console.log('Average:', average(grades));
console.log('Best:', best, 'lowest:', sorted[0]);
console.log('Last grade:', grades[grades.length - 1]);
