// expect: editor/missing-await line 3
async function showUser(id) {
  const response = fetch('https://example.com/users/' + id);
  const user = await response.json();
  console.log(user.name);
}

showUser(1).catch((error) => console.log('Could not load the user:', error.message));
