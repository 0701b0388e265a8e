// expect: none
const library = [
  { title: "Dune", author: "Herbert", available: true },
  { title: "Emma", author: "Austen", available: false },
  { title: "Ulysses", author: "Joyce", available: true },
];

function borrow(title) {
  const book = library.find((b) => b.title === title);
  if (!book) {
    return "We don't have " + title;
  }
  if (!book.available) {
    return title + " is checked out";
  }
  book.available = false;
  return "You borrowed " + book.title + " by " + book.author;
}

console.log(borrow("Dune"));
console.log(borrow("Emma"));
console.log(borrow("Hamlet"));
console.log(borrow("Dune"));
