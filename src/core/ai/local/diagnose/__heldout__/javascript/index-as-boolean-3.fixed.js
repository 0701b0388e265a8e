// expect: none
const seats = ["Ana", "Ben", "Cleo", "Dan"];

function seatStatus(name) {
  const position = seats.findIndex((s) => s === name);
  return position !== -1 ? name + " has a seat" : name + " is not on the list";
}

const guests = ["Ana", "Cleo", "Eve"];
for (const g of guests) {
  console.log(seatStatus(g));
}
console.log("Total seats: " + seats.length);
