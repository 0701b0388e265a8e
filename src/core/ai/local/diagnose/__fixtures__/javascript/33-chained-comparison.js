// expect: editor/chained-comparison line 4
const age = 42;

if (13 <= age <= 19) {
  console.log('Teenager');
} else {
  console.log('Not a teenager');
}
