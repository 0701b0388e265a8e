// expect: none
const values = process.argv.length > 2 ? process.argv.slice(2) : ["12", "7", "30", "5"];

function stats(list) {
  const sum = list.reduce((acc, v) => acc + Number(v), 0);
  return {
    count: list.length,
    sum: sum,
    mean: sum / list.length,
  };
}

const result = stats(values);
console.log("Count: " + result.count);
console.log("Sum: " + result.sum);
console.log("Mean: " + result.mean);
