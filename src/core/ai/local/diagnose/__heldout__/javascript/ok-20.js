// expect: none
const prompt = (question) => "68";

const input = prompt("Temperature in Fahrenheit:");
const fahrenheit = Number(input);

if (Number.isNaN(fahrenheit)) {
  console.log("That is not a number.");
} else {
  const celsius = ((fahrenheit - 32) * 5) / 9;
  console.log(fahrenheit + "°F = " + celsius.toFixed(1) + "°C");
  if (celsius > 25) {
    console.log("Warm!");
  } else {
    console.log("Bring a jacket.");
  }
}
