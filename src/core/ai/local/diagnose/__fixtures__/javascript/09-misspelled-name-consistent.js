// expect: editor/misspelled-name line 3
const word = 'banana';
const lenght = word.length;
const half = Math.floor(lenght / 2);

console.log('Letters:', lenght);
console.log('Half of them:', half);
