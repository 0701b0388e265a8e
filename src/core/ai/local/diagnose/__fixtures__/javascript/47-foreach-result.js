// expect: editor/foreach-result line 4
const prices = [4, 9, 2];

const doubled = prices.forEach((price) => price * 2);
console.log('Doubled:', doubled);
