// expect: editor/mutate-while-iterating line 7
const numbers = [2, 4, 5, 8, 10, 11];

// Keep only the odd numbers.
for (let i = 0; i < numbers.length; i++) {
  if (numbers[i] % 2 === 0) {
    numbers.splice(i, 1);
  }
}
console.log(numbers);
