// expect: none
const birthdays = [
  { name: "Ola", date: new Date(2010, 4, 17) },
  { name: "Per", date: new Date(2012, 10, 2) },
];

function ageOn(birth, day) {
  let age = day.getFullYear() - birth.getFullYear();
  const hadBirthday =
    day.getMonth() > birth.getMonth() ||
    (day.getMonth() === birth.getMonth() && day.getDate() >= birth.getDate());
  if (!hadBirthday) age--;
  return age;
}

const reference = new Date(2025, 0, 1);
for (const b of birthdays) {
  console.log(b.name + " was " + ageOn(b.date, reference) + " on " + reference.toDateString());
}
const stamp = new Date(Date.now()).toISOString().slice(0, 10);
console.log("Report generated " + stamp);
