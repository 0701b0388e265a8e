// expect: await-in-foreach line 19
class FakeDatabase {
  constructor() {
    this.rows = [];
  }

  async insert(row) {
    await new Promise((r) => setTimeout(r, 5));
    this.rows.push(row);
  }
}

class UserImporter {
  constructor(db) {
    this.db = db;
  }

  async importAll(names) {
    names.forEach(async (name, i) => {
      await this.db.insert({ id: i + 1, name });
    });
    return this.db.rows.length;
  }
}

const importer = new UserImporter(new FakeDatabase());
importer.importAll(["ana", "ben", "cy"]).then((count) => {
  console.log("Imported " + count + " users");
});
