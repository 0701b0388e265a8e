// expect: none
const startTemp = 20.0;
const stepSize = 0.1;
const target = 20.3;

let temp = startTemp;
const log = [];

for (let minute = 1; minute <= 5; minute++) {
  temp += stepSize;
  log.push(temp.toFixed(1));
  if (Math.abs(temp - target) < 1e-9) {
    console.log("Target reached at minute " + minute);
  }
}

console.log("Readings: " + log.join(" "));
