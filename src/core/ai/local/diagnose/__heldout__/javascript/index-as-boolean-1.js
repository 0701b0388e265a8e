// expect: index-as-boolean line 7
const emails = ["sam@mail.com", "not-an-email", "lee@school.org", "@weird"];
const valid = [];
const invalid = [];

for (const email of emails) {
  if (email.indexOf("@")) {
    valid.push(email);
  } else {
    invalid.push(email);
  }
}

console.log("Valid: " + valid.join(", "));
console.log("Invalid: " + invalid.join(", "));
