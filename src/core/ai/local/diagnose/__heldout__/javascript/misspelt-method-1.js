// expect: misspelt-method line 7
const prompt = (question) => "i love pizza";

const message = prompt("Say something:");
const words = message.split(" ");
const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
const shouted = message.toUppercase() + "!!!";

console.log("You typed " + words.length + " words.");
console.log("Longest word: " + longest);
console.log("Shouting it: " + shouted);
console.log("Characters: " + message.length);
