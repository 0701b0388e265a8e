// expect: none
const reviews = [
  "Great pizza and friendly staff",
  "The pasta was cold",
  "pizza was ok, dessert amazing",
];

let pizzaMentions = 0;
for (const review of reviews) {
  if (review.toLowerCase().includes("pizza")) {
    pizzaMentions++;
  }
}
const complaints = reviews.filter((r) => r.search(/cold|bad|slow/) >= 0);
const position = reviews[2].indexOf("dessert");

console.log("Pizza mentioned in " + pizzaMentions + " reviews");
console.log("Complaints: " + complaints.length);
if (position > -1) {
  console.log("Dessert is mentioned at character " + position);
}
