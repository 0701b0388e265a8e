// expect: map-parseint line 5
const formAges = ["12", "15", "9", "14", "11"];

function averageAge(ages) {
  const asNumbers = ages.map(parseInt);
  const total = asNumbers.reduce((sum, a) => sum + a, 0);
  return total / asNumbers.length;
}

function oldest(ages) {
  return Math.max(...ages.map(Number));
}

console.log("Campers: " + formAges.length);
console.log("Average age: " + averageAge(formAges));
console.log("Oldest camper: " + oldest(formAges));
