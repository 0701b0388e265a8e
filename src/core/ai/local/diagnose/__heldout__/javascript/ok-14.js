// expect: none
function getTemperature(city) {
  const fake = { Paris: 18, Tokyo: 24, Quito: 13 };
  return new Promise((resolve) => setTimeout(() => resolve(fake[city]), 5));
}

async function main() {
  const cities = ["Paris", "Tokyo", "Quito"];
  const temps = await Promise.all(
    cities.map(async (city) => {
      const t = await getTemperature(city);
      return { city, t };
    })
  );
  temps.forEach((entry) => {
    console.log(entry.city + ": " + entry.t + "°C");
  });
  const warmest = temps.reduce((best, e) => (e.t > best.t ? e : best));
  console.log("Warmest: " + warmest.city);
}

main();
