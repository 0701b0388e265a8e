// expect: possibly-missing-value line 10
const students = [
  { name: "Leo", grade: 88 },
  { name: "Maya", grade: 95 },
  { name: "Nina", grade: 72 },
];

function reportCard(name) {
  const student = students.find((s) => s.name === name);
  return name + " got " + student.grade;
}

console.log(reportCard("Maya"));
console.log(reportCard("Omar"));
