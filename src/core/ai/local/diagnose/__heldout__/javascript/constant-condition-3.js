// expect: constant-condition line 9
const people = [
  { name: "Ola", age: 12 },
  { name: "Pia", age: 15 },
  { name: "Quin", age: 19 },
  { name: "Rae", age: 34 },
];

const teens = people.filter((p) => p.age >= 13 || p.age <= 19);

console.log("Teen club members:");
for (const t of teens) {
  console.log("- " + t.name + " (" + t.age + ")");
}
