// expect: none
const queue = ["print report", "email boss", "water plants"];
const done = [];

function nextTask() {
  if (queue.length === 0) {
    return null;
  }
  return queue.shift();
}

let task = nextTask();
while (task !== null) {
  console.log("Doing: " + task);
  done.push(task);
  task = nextTask();
}

if (queue.length === 0) {
  console.log("All " + done.length + " tasks done!");
}
