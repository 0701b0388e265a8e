// expect: none
const prompt = (question) => "  hello world  ";

let text = prompt("Type a sentence:");
text = text.trim();
const shout = text.toUpperCase();
const words = text.split(" ");
const tagged = words.concat(["!"]);
const polite = text.replace("hello", "good morning");

console.log("Trimmed: '" + text + "'");
console.log("Shout: " + shout);
console.log("Words: " + tagged.join(" "));
console.log("Polite: " + polite);
