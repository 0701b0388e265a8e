// expect: none
class Note {
  constructor(text) {
    this.text = text;
    this.createdAt = new Date();
  }

  summary() {
    const stamp = this.createdAt.toISOString().slice(0, 10);
    return "[" + stamp + "] " + this.text;
  }
}

const notes = [new Note("Buy milk"), new Note("Call grandma")];
notes.forEach((n) => console.log(n.summary()));
