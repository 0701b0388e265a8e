// expect: no-duplicate-case line 10
function dayName(day) {
  switch (day) {
    case 1:
      return 'Monday';
    case 2:
      return 'Tuesday';
    case 3:
      return 'Wednesday';
    case 2:
      return 'Thursday';
    default:
      return 'Another day';
  }
}

console.log(dayName(4));
