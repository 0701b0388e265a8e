// expect: editor/missing-await line 6
async function loadScore() {
  return 42;
}

const score = loadScore();
console.log('Next level at', score + 10);
