// expect: none
const queue = ["alice", "bob", "carmen", "dmitri"];

function announce(position, person) {
  console.log("Now serving #" + position + ": " + person.toUpperCase());
}

announce(1, queue[0]);

const lastPerson = queue[queue.length - 1];
console.log("Last in line is " + lastPerson);
announce(queue.length, lastPerson);
