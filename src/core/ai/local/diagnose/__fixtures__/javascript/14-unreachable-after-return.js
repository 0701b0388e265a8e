// expect: no-unreachable line 8
function checkout(cart) {
  let total = 0;
  for (const price of cart) {
    total += price;
  }
  return total;
  console.log('Thanks for shopping!');
}

console.log('You pay', checkout([3, 4]));
