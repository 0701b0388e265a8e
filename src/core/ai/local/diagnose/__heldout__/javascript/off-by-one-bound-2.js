// expect: off-by-one-bound line 10
const queue = ["alice", "bob", "carmen", "dmitri"];

function announce(position, person) {
  console.log("Now serving #" + position + ": " + person.toUpperCase());
}

announce(1, queue[0]);

const lastPerson = queue[queue.length];
console.log("Last in line is " + lastPerson);
announce(queue.length, lastPerson);
