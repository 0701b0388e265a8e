// expect: none
function reverseWords(sentence) {
  const words = sentence.split(" ");
  const out = [];
  for (let i = words.length - 1; i >= 0; i--) {
    out.push(words[i]);
  }
  return out.join(" ");
}

const line = "practice makes progress";
const words = line.split(" ");
console.log(reverseWords(line));
console.log("Last word: " + words[words.length - 1]);
for (let i = 0; i < line.length; i += 5) {
  console.log(line.slice(i, i + 5));
}
