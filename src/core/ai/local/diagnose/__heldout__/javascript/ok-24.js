// expect: none
function greet(name) {
  return "Hi, " + name + "!";
}

function applyToAll(list, fn) {
  return list.map(fn);
}

const squares = [1, 4, 9, 16];
const roots = squares.map(Math.sqrt);
const labels = roots.map(String);
const messy = ["a", "", "b", null, "c"];
const clean = messy.filter(Boolean);
const greetings = applyToAll(["Sam", "Tia"], greet);

console.log("Roots: " + labels.join(", "));
console.log("Clean: " + clean.join(""));
console.log(greetings.join(" "));
console.log("greet is a " + typeof greet + " named " + greet.name);
setTimeout(function done() {
  console.log("Finished");
}, 5);
