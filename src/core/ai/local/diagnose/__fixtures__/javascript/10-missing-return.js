// expect: editor/missing-return line 2
function average(numbers) {
  let sum = 0;
  for (const n of numbers) {
    sum += n;
  }
  sum / numbers.length;
}

const result = average([4, 8, 6]);
console.log('Average:', result);
