const readings = [21.5, 23.1, 19.8, 25.4, 22.0];

function celsiusToFahrenheit(c: number): number {
  return (c * 9) / 5 + 32;
}

function describe(temp: number): string {
  if (temp < 10) return 'cold';
  if (temp < 20) return 'mild';
  if (temp < 25) return 'warm';
  return 'hot';
}

let max = -Infinity;
let min = Infinity;
for (const r of readings) {
  if (r > max) max = r;
  if (r < min) min = r;
}

const average = readings.reduce((a, b) => a + b, 0) / readings.length;
console.log(`min ${min}, max ${max}, average ${average.toFixed(1)}`);
console.log(readings.map((r) => `${r}°C = ${celsiusToFahrenheit(r).toFixed(1)}°F (${describe(r)})`));
