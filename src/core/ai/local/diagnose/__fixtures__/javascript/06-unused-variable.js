// expect: no-unused-vars line 3
function area(width, height) {
  const perimeter = 2 * (width + height);
  return width * height;
}

console.log('Area:', area(3, 4));
