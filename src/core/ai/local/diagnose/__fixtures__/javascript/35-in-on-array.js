// expect: editor/in-array line 4
const fruits = ['apple', 'banana', 'cherry'];

if ('banana' in fruits) {
  console.log('We have bananas');
} else {
  console.log('No bananas today');
}
