// expect: function-printed line 6
const colors = ["teal", "coral", "gold", "plum"];
const randomColor = () => colors[Math.floor(Math.random() * colors.length)];

function paintRoom(room) {
  console.log(`The ${room} will be painted ${randomColor}.`);
}

const rooms = ["kitchen", "bedroom", "hallway"];
for (const room of rooms) {
  paintRoom(room);
}
