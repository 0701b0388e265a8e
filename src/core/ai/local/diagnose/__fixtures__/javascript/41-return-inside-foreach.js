// expect: editor/missing-return line 7
const users = [
  { name: 'Ada', age: 36 },
  { name: 'Linus', age: 21 },
];

function findUser(name) {
  users.forEach((user) => {
    if (user.name === name) {
      return user;
    }
  });
}

console.log(findUser('Linus'));
