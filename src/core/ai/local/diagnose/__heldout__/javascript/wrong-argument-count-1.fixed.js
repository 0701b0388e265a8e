// expect: none
function rectangleArea(width, height) {
  return width * height;
}

function describeRoom(name, width, height) {
  const area = rectangleArea(width, height);
  return name + ": " + area + " square meters";
}

const rooms = [
  ["Kitchen", 4, 3],
  ["Bedroom", 5, 4],
];
for (const [name, w, h] of rooms) {
  console.log(describeRoom(name, w, h));
}
