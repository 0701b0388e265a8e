// expect: none
function makeSandwich(bread, filling = "cheese", toasted = false) {
  const style = toasted ? "toasted " : "";
  return "A " + style + filling + " sandwich on " + bread;
}

function sum(...numbers) {
  let total = 0;
  for (const n of numbers) total += n;
  return total;
}

console.log(makeSandwich("rye"));
console.log(makeSandwich("sourdough", "ham"));
console.log(makeSandwich("white", "tuna", true));
console.log("Sum: " + sum(1, 2, 3, 4));
console.log("Sum of nothing: " + sum());
