// expect: editor/inner-html line 9
const fruits = ['apple', 'pear', 'plum'];
let html = '';
for (const fruit of fruits) {
  html += `<li>${fruit}</li>`;
}

const list = document.getElementById('fruits');
list.innerHTML = html;
document.getElementById('count').innerHTML = 'Fruits: 3';
