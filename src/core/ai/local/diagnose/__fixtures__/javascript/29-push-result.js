// expect: editor/push-result line 4
let cart = ['apple'];

cart = cart.push('bread');
console.log('Items in the cart:', cart.length);
