// expect: editor/missing-argument line 5
const area = (width, height) => width * height;

const side = 5;
console.log('The square has an area of', area(side));
