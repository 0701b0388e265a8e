// expect: editor/undefined-name line 12
const temperatures = [12, 18, 25, 9];

function findWarmest(list) {
  let warmest = list[0];
  for (const t of list) {
    if (t > warmest) warmest = t;
  }
}

findWarmest(temperatures);
console.log('Warmest:', warmest);
