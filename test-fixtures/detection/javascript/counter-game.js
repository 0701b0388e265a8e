let score = 0;
let timeLeft = 10;
let timerId = null;

const scoreEl = document.querySelector('.score');
const timeEl = document.querySelector('.time');
const startBtn = document.querySelector('.start');
const target = document.querySelector('.target');

function moveTarget() {
  const x = Math.floor(Math.random() * (window.innerWidth - 60));
  const y = Math.floor(Math.random() * (window.innerHeight - 60));
  target.style.left = x + 'px';
  target.style.top = y + 'px';
}

target.addEventListener('click', () => {
  if (!timerId) return;
  score++;
  scoreEl.textContent = score;
  moveTarget();
});

startBtn.addEventListener('click', () => {
  score = 0;
  timeLeft = 10;
  scoreEl.textContent = score;
  moveTarget();
  timerId = setInterval(() => {
    timeLeft--;
    timeEl.textContent = timeLeft;
    if (timeLeft === 0) {
      clearInterval(timerId);
      timerId = null;
      alert(`Game over! You scored ${score}`);
    }
  }, 1000);
});
