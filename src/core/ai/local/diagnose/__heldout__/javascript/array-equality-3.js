// expect: array-equality line 9
const posts = [
  { title: "My first post", tags: ["intro"] },
  { title: "Untitled", tags: [] },
  { title: "Cooking pasta", tags: ["food", "italian"] },
];

function taggedPosts(list) {
  return list.filter((post) => post.tags != []);
}

const tagged = taggedPosts(posts);
console.log(tagged.length + " posts have tags:");
tagged.forEach((p) => console.log("- " + p.title + " [" + p.tags.join(", ") + "]"));
