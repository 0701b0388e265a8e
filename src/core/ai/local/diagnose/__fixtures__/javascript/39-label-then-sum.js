// expect: editor/string-plus-number line 5
const price = 20;
const shipping = 5;

console.log('You pay: ' + price + shipping + ' euros');
