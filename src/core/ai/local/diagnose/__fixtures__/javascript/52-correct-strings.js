// expect: none
function capitalize(word) {
  if (word.trim() === '') {
    return '';
  }
  return word[0].toUpperCase() + word.slice(1).toLowerCase();
}

const input = '  ada LOVELACE ';
const parts = input.trim().split(' ');
const name = parts.map(capitalize).join(' ');
const initials = parts.map((p) => p[0].toUpperCase()).join('');

console.log(`Hello, ${name}! (${initials})`);
console.log('Letters:', name.length);
console.log('Has a space:', name.includes(' '));
const age = Number('36');
console.log('Next year:', age + 1, typeof age === 'number');
