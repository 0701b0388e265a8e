// expect: editor/mutate-while-iterating line 6
const tasks = ['wash', 'done: cook', 'done: shop', 'read'];

tasks.forEach(function (task, index) {
  if (task.startsWith('done')) {
    tasks.splice(index, 1);
  }
});

console.log('Still to do:', tasks);
