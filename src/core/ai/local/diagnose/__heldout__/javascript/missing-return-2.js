// expect: missing-return line 3
const sides = [1, 2, 3, 4, 5];
const areas = sides.map((s) => { s * s; });

let totalArea = 0;
for (const a of areas) {
  totalArea += a;
}

console.log("Square areas: " + areas.join(", "));
console.log("All squares together: " + totalArea);
