// expect: shared-row-list line 4
const students = ["Ali", "Bea", "Cam", "Dee", "Eli", "Fay", "Gus"];
const groupCount = 3;
const groups = new Array(groupCount).fill([]);

students.forEach((name, i) => {
  groups[i % groupCount].push(name);
});

groups.forEach((g, i) => {
  console.log("Group " + (i + 1) + ": " + g.join(", "));
});
