// expect: editor/undefined-name line 5
const first = 'Ada';
const last = 'Lovelace';

print('Hello, ' + first + ' ' + last);
