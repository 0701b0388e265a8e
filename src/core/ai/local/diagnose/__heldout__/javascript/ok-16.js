// expect: none
class Oven {
  constructor(food) {
    this.food = food;
    this.minutesLeft = 3;
  }

  bake() {
    console.log("Baking " + this.food + "...");
    const tick = () => {
      this.minutesLeft -= 1;
      if (this.minutesLeft > 0) {
        console.log(this.minutesLeft + " minutes left");
        setTimeout(tick, 10);
      } else {
        console.log(this.food + " is ready!");
      }
    };
    setTimeout(tick, 10);
  }
}

new Oven("bread").bake();
