// expect: await-in-foreach line 11
function fetchPrice(product) {
  const prices = { apple: 0.5, bread: 2, cheese: 5 };
  return new Promise((resolve) => {
    setTimeout(() => resolve(prices[product]), 5);
  });
}

async function checkout(basket) {
  let total = 0;
  basket.forEach(async function (product) {
    const price = await fetchPrice(product);
    total += price;
  });
  console.log("Total to pay: $" + total.toFixed(2));
}

checkout(["apple", "bread", "cheese", "apple"]);
