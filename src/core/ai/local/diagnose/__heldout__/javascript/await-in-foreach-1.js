// expect: await-in-foreach line 11
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function download(file) {
  await sleep(10);
  return file + " (" + file.length * 100 + " KB)";
}

async function downloadAll(files) {
  const done = [];
  files.forEach(async (file) => {
    const result = await download(file);
    done.push(result);
  });
  console.log("Downloaded " + done.length + " of " + files.length + " files");
  return done;
}

downloadAll(["photo.png", "song.mp3", "notes.txt"]);
