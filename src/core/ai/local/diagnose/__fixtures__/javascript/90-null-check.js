// expect: none
function describe(value) {
  if (value == null) {
    return 'nothing';
  }
  return `the value ${value}`;
}

console.log(describe(null));
console.log(describe(undefined));
console.log(describe(0));
