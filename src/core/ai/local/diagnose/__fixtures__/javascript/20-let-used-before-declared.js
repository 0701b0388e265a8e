// expect: no-use-before-define line 4
const hour = 9;

console.log(greeting + ', ' + user);

let greeting = hour < 12 ? 'Good morning' : 'Hello';
const user = 'Ada';
