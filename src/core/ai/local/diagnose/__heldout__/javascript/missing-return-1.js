// expect: missing-return line 3
function toFahrenheit(celsius) {
  const fahrenheit = (celsius * 9) / 5 + 32;
}

const temps = [0, 21, 37, 100];
for (const t of temps) {
  const f = toFahrenheit(t);
  console.log(t + "°C is " + f + "°F");
}
if (toFahrenheit(30) > 85) {
  console.log("30°C is a hot day!");
}
