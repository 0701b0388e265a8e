// expect: result-discarded line 9
class Playlist {
  constructor(name) {
    this.name = name;
    this.songs = [];
  }

  addAlbum(tracks) {
    this.songs.concat(tracks);
  }

  print() {
    console.log(this.name + " (" + this.songs.length + " songs)");
    this.songs.forEach((s, i) => console.log("  " + (i + 1) + ". " + s));
  }
}

const mix = new Playlist("Road trip");
mix.addAlbum(["Intro", "Highway"]);
mix.addAlbum(["Sunset", "Home"]);
mix.print();
