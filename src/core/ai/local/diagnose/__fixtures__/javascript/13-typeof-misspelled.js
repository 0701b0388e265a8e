// expect: valid-typeof line 3
function describe(value) {
  if (typeof value === 'strng') {
    return 'some text';
  }
  return 'something else';
}

console.log(describe('hello'));
