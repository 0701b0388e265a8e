// expect: editor/typo line 4
const words = ['sun', 'moon', 'star'];
let letters = 0;
for (let i = 0; i < words.lenght; i++) {
  letters += words[i].length;
}
if (typeof words[0] == 'string') {
  console.log('Letters:', letters);
}
