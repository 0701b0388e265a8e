// expect: editor/off-by-one line 4
const queue = ['Ada', 'Grace', 'Linus'];

const last = queue[queue.length];
console.log('Last in line:', last);
