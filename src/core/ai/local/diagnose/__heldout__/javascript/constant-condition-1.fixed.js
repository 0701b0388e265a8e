// expect: none
const shirts = ["red", "green", "blue", "purple", "yellow"];

function isPrimary(color) {
  if (color === "red" || color === "blue" || color === "yellow") {
    return true;
  }
  return false;
}

const primary = shirts.filter(isPrimary);
console.log("Primary colored shirts: " + primary.join(", "));
console.log("Other shirts: " + (shirts.length - primary.length));
