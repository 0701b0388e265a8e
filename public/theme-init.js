// Applies the stored or system theme before the first paint, so the page does not flash.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch {
    // storage blocked: fall back to the system preference
  }
  if (t !== 'light' && t !== 'dark') {
    t = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = t;
})();
