// Builds a tiny page that explains how PHP tags look, for the tutorial site.
const examples = [
  { title: 'Opening tag', code: '<?php echo "Hello"; ?>' },
  { title: 'Short echo', code: '<?= $name ?>' },
];

function renderExample(example) {
  const wrapper = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = example.title;
  const pre = document.createElement('pre');
  pre.textContent = example.code;
  wrapper.append(heading, pre);
  return wrapper;
}

function startsWithPhpTag(text) {
  return text.trimStart().startsWith('<?php ');
}

document.addEventListener('DOMContentLoaded', () => {
  const list = document.querySelector('#examples');
  for (const example of examples) {
    list.appendChild(renderExample(example));
  }
  const count = examples.filter((e) => startsWithPhpTag(e.code)).length;
  console.log(`${count} example(s) start with a PHP tag`);
});
