// expect: none
const students = ["Ali", "Bea", "Cam", "Dee", "Eli", "Fay", "Gus"];
const groupCount = 3;
const groups = Array.from({ length: groupCount }, () => []);

students.forEach((name, i) => {
  groups[i % groupCount].push(name);
});

groups.forEach((g, i) => {
  console.log("Group " + (i + 1) + ": " + g.join(", "));
});
