// expect: none
const sizes = { small: 2, medium: 3, large: 4 };

function describe(size) {
  switch (size) {
    case 'small':
    case 'medium':
      return 'a ' + size + ' coffee for ' + sizes[size];
    case 'large':
      return 'a big coffee for ' + sizes[size];
    default:
      return 'no coffee';
  }
}

for (const size of Object.keys(sizes)) {
  console.log(describe(size));
}
console.log(describe('huge'));
