// expect: none
function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function loadScore(player) {
  await wait(10);
  return player.length * 10;
}

async function main() {
  const score = await loadScore('Ada');
  const scores = await Promise.all([loadScore('Grace'), loadScore('Linus')]);
  console.log('Ada scored', score + 5);
  console.log('Others:', scores.join(', '));
}

main().catch((error) => console.log('Something went wrong:', error.message));
