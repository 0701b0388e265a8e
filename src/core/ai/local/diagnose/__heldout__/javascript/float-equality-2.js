// expect: float-equality line 4
function isRightTriangle(a, b, c) {
  const sides = [a, b, c].sort((x, y) => x - y);
  return sides[0] * sides[0] + sides[1] * sides[1] === sides[2] * sides[2];
}

const triangles = [
  [3, 4, 5],
  [1, 1, Math.sqrt(2)],
  [2, 3, 4],
];

for (const t of triangles) {
  const answer = isRightTriangle(t[0], t[1], t[2]) ? "yes" : "no";
  console.log(t.join(", ") + " -> right triangle? " + answer);
}
