// expect: none
function slowSum(n) {
  let total = 0;
  for (let i = 1; i <= n; i++) {
    total += i;
  }
  return total;
}

const start = Date.now();
const result = slowSum(1000000);
const elapsed = Date.now() - start;

const now = new Date();
console.log("Sum: " + result);
console.log("Took " + elapsed + " ms");
console.log("Finished on " + now.toDateString() + " in " + now.getFullYear());
