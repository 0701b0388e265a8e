// expect: none
const cart = [];
const wishlist = ["bike", "helmet"];

function checkout(items) {
  if (items.length === 0) {
    console.log("Your cart is empty.");
    return;
  }
  console.log("Buying " + items.length + " items: " + items.join(", "));
}

checkout(cart);
checkout(wishlist);
