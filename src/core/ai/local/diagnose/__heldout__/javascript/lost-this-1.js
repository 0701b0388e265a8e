// expect: lost-this line 9
class Countdown {
  constructor(seconds) {
    this.remaining = seconds;
  }

  start() {
    console.log("Starting at " + this.remaining);
    setTimeout(function () {
      this.remaining -= 1;
      console.log("Tick! " + this.remaining + " left");
    }, 20);
  }
}

const c = new Countdown(3);
c.start();
