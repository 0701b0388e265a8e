// expect: editor/typo line 5
const names = ['Ada', 'Grace', 'Linus'];
let longest = '';

for (let i = 0; i < names.lenght; i++) {
  if (names[i].length > longest.length) {
    longest = names[i];
  }
}
console.log('Longest name:', longest);
