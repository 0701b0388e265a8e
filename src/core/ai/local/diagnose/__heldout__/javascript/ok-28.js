// expect: none
function countdown(from) {
  const out = [];
  for (let i = from; i > 0; i--) {
    out.push(i);
  }
  return out.join(" ");
}

let fuel = 0;
while (fuel < 100) {
  fuel += 25;
}

console.log(countdown(5) + " ... liftoff!");
console.log("Fuel: " + fuel + "%");
for (let year = 2020; year <= 2024; year++) {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  console.log(year + (leap ? " is a leap year" : ""));
}
