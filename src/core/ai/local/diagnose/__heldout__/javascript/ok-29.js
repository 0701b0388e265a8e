// expect: none
function describeDay(day) {
  if (day === "Saturday" || day === "Sunday") {
    return "weekend";
  }
  if (["Monday", "Friday"].includes(day)) {
    return "next to the weekend";
  }
  return "midweek";
}

const prompt = (question) => "Y";
const answer = prompt("Continue? (y/n)").toLowerCase();
if (answer === "y" || answer === "yes") {
  for (const d of ["Monday", "Wednesday", "Sunday"]) {
    console.log(d + ": " + describeDay(d));
  }
}
const age = 15;
console.log(age >= 13 && age <= 19 ? "teenager" : "not a teenager");
