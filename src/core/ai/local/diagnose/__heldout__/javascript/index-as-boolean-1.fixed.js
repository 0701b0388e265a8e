// expect: none
const emails = ["sam@mail.com", "not-an-email", "lee@school.org", "@weird"];
const valid = [];
const invalid = [];

for (const email of emails) {
  if (email.indexOf("@") !== -1) {
    valid.push(email);
  } else {
    invalid.push(email);
  }
}

console.log("Valid: " + valid.join(", "));
console.log("Invalid: " + invalid.join(", "));
