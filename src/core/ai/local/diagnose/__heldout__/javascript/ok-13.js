// expect: none
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function uploadPhoto(name) {
  await sleep(5);
  return name.toUpperCase();
}

async function uploadAll(photos) {
  const uploaded = [];
  for (const photo of photos) {
    const result = await uploadPhoto(photo);
    uploaded.push(result);
  }
  console.log("Uploaded " + uploaded.length + " photos: " + uploaded.join(", "));
}

uploadAll(["beach.jpg", "cat.png", "cake.gif"]);
