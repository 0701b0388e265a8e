// expect: none
const students = [
  { name: "Leo", grade: 88 },
  { name: "Maya", grade: 95 },
  { name: "Nina", grade: 72 },
];

function reportCard(name) {
  const student = students.find((s) => s.name === name);
  return student ? name + " got " + student.grade : name + " is not in this class";
}

console.log(reportCard("Maya"));
console.log(reportCard("Omar"));
