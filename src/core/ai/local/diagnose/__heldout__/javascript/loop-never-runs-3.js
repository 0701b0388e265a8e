// expect: loop-never-runs line 5
function longestWord(sentence) {
  const words = sentence.split(" ");
  let longest = "";
  for (let i = 0; i > words.length; i++) {
    if (words[i].length > longest.length) {
      longest = words[i];
    }
  }
  return longest;
}

const lines = ["the quick brown fox", "jumps over the lazy dog", "hello world"];
lines.forEach((line) => {
  console.log('Longest word in "' + line + '": ' + longestWord(line));
});
