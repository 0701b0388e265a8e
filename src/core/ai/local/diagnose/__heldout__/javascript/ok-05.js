// expect: none
const students = [
  { name: "Hana", marks: [80, 92, 77] },
  { name: "Ivan", marks: [65, 70, 88] },
  { name: "Jade", marks: [95, 98, 91] },
];

let classTotal = 0;
let markCount = 0;
for (const student of students) {
  let sum = 0;
  for (const mark of student.marks) {
    sum += mark;
    classTotal += mark;
    markCount++;
  }
  console.log(student.name + " average: " + (sum / student.marks.length).toFixed(1));
}
console.log("Class average: " + (classTotal / markCount).toFixed(1));
