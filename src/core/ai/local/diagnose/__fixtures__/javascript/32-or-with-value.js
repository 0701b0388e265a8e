// expect: editor/or-value line 4
const day = 'Monday';

if (day === 'Saturday' || 'Sunday') {
  console.log('Weekend!');
} else {
  console.log('A work day');
}
