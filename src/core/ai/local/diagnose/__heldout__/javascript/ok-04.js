// expect: none
class Thermometer {
  constructor(readings) {
    this.readings = readings;
  }

  inFahrenheit() {
    return this.readings.map(function (c) {
      return (c * 9) / 5 + 32;
    });
  }

  report() {
    const temps = this.inFahrenheit();
    temps.forEach(function (f, i) {
      console.log("Hour " + i + ": " + f.toFixed(1) + "°F");
    });
  }
}

new Thermometer([12, 15.5, 19, 22]).report();
