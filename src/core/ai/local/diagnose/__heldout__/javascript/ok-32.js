// expect: none
const phoneBook = new Map([
  ["ana", "555-1000"],
  ["bo", "555-2000"],
]);

function lookup(name) {
  const key = name.toLowerCase();
  if (!phoneBook.has(key)) {
    return name + ": unknown";
  }
  return name + ": " + phoneBook.get(key);
}

function areaCode(text) {
  const m = text.match(/\((\d{3})\)/);
  return m ? m[1] : "none";
}

const user = { profile: { city: "Rome" } };
console.log(lookup("Ana"));
console.log(lookup("Cy"));
console.log(areaCode("(212) 555-0199") + " / " + areaCode("555-0199"));
console.log("City: " + (user.profile?.city ?? "unknown"));
console.log("Zip: " + (user.address?.zip ?? "not given"));
