// expect: none
function daysUntil(deadline) {
  const now = new Date();
  const msPerDay = 24 * 60 * 60 * 1000;
  return Math.ceil((deadline - now) / msPerDay);
}

const assignments = [
  { title: "Essay", due: new Date(2030, 0, 15) },
  { title: "Lab report", due: new Date(2030, 2, 1) },
  { title: "Project", due: new Date(2031, 5, 30) },
];

for (const a of assignments) {
  console.log(a.title + " is due in " + daysUntil(a.due) + " days");
}
