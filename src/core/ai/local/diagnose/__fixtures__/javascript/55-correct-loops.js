// expect: none
const numbers = [2, 4, 5, 8, 10, 11];

// Remove the even numbers, walking backwards so nothing is skipped.
for (let i = numbers.length - 1; i >= 0; i--) {
  if (numbers[i] % 2 === 0) {
    numbers.splice(i, 1);
  }
}

const fruits = ['apple', 'banana'];
const basket = [];
for (const fruit of fruits) {
  basket.push(fruit.toUpperCase());
}

let count = 0;
while (count < 3) {
  count++;
}
console.log(numbers, basket, fruits.includes('banana'), count);
