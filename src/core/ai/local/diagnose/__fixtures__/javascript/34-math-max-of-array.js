// expect: editor/math-array line 4
const temperatures = [18, 24, 21, 16];

const highest = Math.max(temperatures);
console.log('Highest:', highest);
