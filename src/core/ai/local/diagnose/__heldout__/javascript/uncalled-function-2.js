// expect: uncalled-function line 11
const students = ["Zara", "Liam", "Emma", "Noah", "Ava"];

function printRoster(list) {
  console.log("Class roster:");
  for (let i = 0; i < list.length; i++) {
    console.log((i + 1) + ". " + list[i]);
  }
}

const ordered = students.sort;
printRoster(ordered);
console.log("First alphabetically: " + ordered[0]);
