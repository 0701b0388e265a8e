// expect: none
const launchFrom = 10;

console.log("Preparing rocket...");
for (let i = launchFrom; i > 0; i--) {
  if (i <= 3) {
    console.log(i + "!!!");
  } else {
    console.log(i);
  }
}
console.log("Liftoff!");
