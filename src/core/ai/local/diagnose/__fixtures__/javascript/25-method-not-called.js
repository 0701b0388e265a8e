// expect: editor/uncalled-method line 3
function greet(name) {
  if (name.trim) {
    return 'Hello, ' + name.trim() + '!';
  }
  return 'Hello, stranger!';
}

console.log(greet('   '));
