// expect: no-dupe-keys line 5
const student = {
  name: 'Sam',
  grade: 7,
  name: 'Samira',
};

console.log(student.name, 'is in grade', student.grade);
