// expect: no-template-curly-in-string line 5
const name = 'Ada';
const age = 36;

console.log('Hi ${name}, you are ' + age);
