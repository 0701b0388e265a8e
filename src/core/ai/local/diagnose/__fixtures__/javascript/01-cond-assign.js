// expect: editor/cond-assign line 3
let score = 10;
if (score = 100) {
  console.log('Perfect score!');
}
