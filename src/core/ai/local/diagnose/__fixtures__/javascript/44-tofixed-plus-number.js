// expect: editor/string-plus-number line 5
const price = 9.5;
const discount = 0.1;
const reduced = (price * (1 - discount)).toFixed(2);
const total = reduced + 2;

console.log('With delivery:', total);
