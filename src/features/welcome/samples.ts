/** Real starter content for files the welcome screen creates. */
export const HELLO_WORLD_JS = `// hello-world.js: your first program.
// Change the name below, then save with Ctrl+S (⌘S on a Mac).

const person = 'World';

function greet(who) {
  return \`Hello, \${who}!\`;
}

console.log(greet(person));

// Try next: make greet() take a second argument, such as a time of day,
// and print "Good morning, World!" instead.
`;
