// expect: none
const prompt = (question) => (question === "Username:" ? "  admin " : "secret");

let username = prompt("Username:");
const password = prompt("Password:");

username = username.trim();

if (username === "admin" && password === "secret") {
  console.log("Welcome back, administrator.");
} else {
  console.log("Login failed for '" + username + "'");
}
