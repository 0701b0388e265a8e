// expect: float-equality line 12
const startTemp = 20.0;
const stepSize = 0.1;
const target = 20.3;

let temp = startTemp;
const log = [];

for (let minute = 1; minute <= 5; minute++) {
  temp += stepSize;
  log.push(temp.toFixed(1));
  if (temp == target) {
    console.log("Target reached at minute " + minute);
  }
}

console.log("Readings: " + log.join(" "));
