// expect: editor/mutate-while-iterating line 6
const words = ['a', 'an', 'the', 'cat', 'tree'];

for (const word of words) {
  if (word.length < 3) {
    words.splice(words.indexOf(word), 1);
  }
}
console.log('Long words:', words);
