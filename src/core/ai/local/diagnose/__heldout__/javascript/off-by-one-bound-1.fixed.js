// expect: none
const grades = [78, 92, 85, 64, 99];
let sum = 0;
let highest = grades[0];

for (let i = 0; i < grades.length; i++) {
  sum += grades[i];
  if (grades[i] > highest) {
    highest = grades[i];
  }
}

const average = sum / grades.length;
console.log("Average grade: " + average.toFixed(1));
console.log("Highest grade: " + highest);
