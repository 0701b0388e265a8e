// expect: array-equality line 6
const cart = [];
const wishlist = ["bike", "helmet"];

function checkout(items) {
  if (items === []) {
    console.log("Your cart is empty.");
    return;
  }
  console.log("Buying " + items.length + " items: " + items.join(", "));
}

checkout(cart);
checkout(wishlist);
