// expect: editor/string-plus-number line 4
const line = '3 4';
const parts = line.split(' ');
const sum = parts[0] + parts[1];

console.log('3 + 4 =', sum);
