// expect: none
const titles = [
  "Cats and dogs",
  "The big dog",
  "Dogs of the world",
  "Birds only",
];

function findTitles(list, word) {
  const pattern = new RegExp(word, "i");
  return list.filter((title) => title.search(pattern) !== -1);
}

const results = findTitles(titles, "dog");
console.log("Found " + results.length + " books about dogs:");
results.forEach((t) => console.log(" - " + t));
