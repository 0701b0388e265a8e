// expect: editor/undefined-name line 7
const items = ['pen', 'book', 'lamp'];
let total = 0;
for (const item of items) {
  total += item.length;
}
console.log('Letters:', totl);
