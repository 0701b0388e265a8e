// expect: result-discarded line 5
function censor(sentence, badWords) {
  let result = sentence;
  for (const word of badWords) {
    result.replaceAll(word, "*".repeat(word.length));
  }
  return result;
}

const comments = [
  "this game is dumb",
  "what a silly rule",
  "great job everyone",
];

for (const c of comments) {
  console.log(censor(c, ["dumb", "silly"]));
}
