// expect: none
const messages = [
  "Call me at 555-1234",
  "My number is 555-9876",
  "Text me later",
];

let found = 0;
for (const msg of messages) {
  const phone = msg.match(/\d{3}-\d{4}/)?.[0] ?? "none";
  console.log("Phone: " + phone);
  found++;
}
console.log("Checked " + found + " messages");
