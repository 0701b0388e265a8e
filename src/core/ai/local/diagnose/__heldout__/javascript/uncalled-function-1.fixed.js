// expect: none
const prompt = (question) => (question.startsWith("Name") ? "   " : "ana@example.com");

const name = prompt("Name:");
const email = prompt("Email:");
const errors = [];

if (!name.trim()) {
  errors.push("Name is required");
}
if (!email.includes("@")) {
  errors.push("Email looks wrong");
}

if (errors.length === 0) {
  console.log("Welcome, " + name.trim() + "!");
} else {
  console.log("Please fix: " + errors.join(", "));
}
