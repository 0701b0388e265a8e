// expect: editor/length-call line 4
const word = 'hello';

if (word.length() > 3) {
  console.log('A long word');
}
