// expect: editor/compare-new line 5
const todo = [];

function summary(list) {
  if (list === []) {
    return 'Nothing to do!';
  }
  return list.length + ' things to do';
}

console.log(summary(todo));
