// expect: none
function reverse(word) {
  let reversed = "";
  for (let i = word.length - 1; i >= 0; i--) {
    reversed += word[i];
  }
  return reversed;
}

function isPalindrome(word) {
  const clean = word.toLowerCase();
  return clean === reverse(clean);
}

const words = ["level", "Racecar", "banana", "noon"];
for (const w of words) {
  console.log(w + ": " + (isPalindrome(w) ? "palindrome" : "not a palindrome"));
}
