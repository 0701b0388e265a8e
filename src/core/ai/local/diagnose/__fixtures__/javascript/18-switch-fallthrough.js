// expect: no-fallthrough line 7
function priceOf(size) {
  let cost = 0;
  switch (size) {
    case 'small':
      cost = 2;
    case 'medium':
      cost = 3;
      break;
    case 'large':
      cost = 4;
      break;
  }
  return cost;
}

console.log('A small coffee costs', priceOf('small'));
