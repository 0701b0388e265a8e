// expect: constant-condition line 5
const shirts = ["red", "green", "blue", "purple", "yellow"];

function isPrimary(color) {
  if (color === "red" || "blue" || "yellow") {
    return true;
  }
  return false;
}

const primary = shirts.filter(isPrimary);
console.log("Primary colored shirts: " + primary.join(", "));
console.log("Other shirts: " + (shirts.length - primary.length));
