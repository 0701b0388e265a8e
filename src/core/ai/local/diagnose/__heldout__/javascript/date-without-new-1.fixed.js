// expect: none
const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const today = new Date();
const dayName = days[today.getDay()];

if (dayName === "Saturday" || dayName === "Sunday") {
  console.log("It's the weekend! Today is " + dayName);
} else {
  console.log("School day: " + dayName);
}
console.log("Year: " + today.getFullYear());
