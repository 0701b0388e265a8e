// expect: wrong-argument-count line 13
function toFahrenheit(celsius) {
  return (celsius * 9) / 5 + 32;
}

const readings = [
  { city: "Oslo", c: -3 },
  { city: "Cairo", c: 31 },
  { city: "Lima", c: 18 },
];

for (const r of readings) {
  const f = toFahrenheit(r.city, r.c);
  console.log(r.city + ": " + r.c + "°C = " + f + "°F");
}
