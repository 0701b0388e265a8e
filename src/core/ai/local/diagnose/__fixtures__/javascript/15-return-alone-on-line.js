// expect: editor/return-alone line 3
function fullName(first, last) {
  return
    first + ' ' + last;
}

console.log('Hello, ' + fullName('Ada', 'Lovelace'));
