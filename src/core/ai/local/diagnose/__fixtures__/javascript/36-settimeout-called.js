// expect: editor/callback-called line 7
function ring() {
  console.log('Time is up!');
}

console.log('Timer started');
setTimeout(ring(), 1000);
