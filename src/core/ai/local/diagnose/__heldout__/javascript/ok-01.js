// expect: none
const shoppingList = ["eggs", "flour", "sugar"];
const pantry = ["flour", "salt", "rice"];

function addItem(item) {
  if (shoppingList.indexOf(item) !== -1) {
    console.log(item + " is already on the list");
    return;
  }
  shoppingList.push(item);
}

addItem("milk");
addItem("eggs");

const toBuy = shoppingList.filter((item) => pantry.indexOf(item) === -1);
console.log("Need to buy: " + toBuy.join(", "));
console.log("First item: " + shoppingList[0].toUpperCase());
