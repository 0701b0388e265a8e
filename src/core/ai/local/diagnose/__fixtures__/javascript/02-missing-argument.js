// expect: editor/missing-argument line 7
function add(a, b) {
  return a + b;
}

const price = 12;
const total = add(price);
console.log('Total:', total);
