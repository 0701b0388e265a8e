// expect: editor/string-index-assign line 5
let name = 'ada lovelace';
const first = name[0].toUpperCase();

name[0] = first;
console.log('Hello, ' + name);
