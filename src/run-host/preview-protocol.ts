/** Messages between the app and the preview host (preview.html). */
/** `id` is answered in `rendered` once the page has loaded. */
export type PreviewCommand = { type: 'render'; html: string; id: number };

export type PreviewMessage =
  | { type: 'ready' }
  | { type: 'rendered'; id: number }
  | { type: 'console'; level: 'log' | 'warn' | 'error'; text: string };

/**
 * The script put first in a previewed page: sends its console output and uncaught errors to
 * the preview host. Plain source text, as it runs inside the user's page.
 */
export const PREVIEW_BRIDGE = `(function () {
  var send = function (level, args) {
    var text = Array.prototype.map.call(args, function (a) {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return a.name + ': ' + a.message;
      try { var json = JSON.stringify(a); return json === undefined ? String(a) : json; }
      catch (e) { return String(a); }
    }).join(' ');
    parent.postMessage({ preview: 'console', level: level, text: text }, '*');
  };
  ['log', 'info', 'debug', 'warn', 'error'].forEach(function (name) {
    var original = console[name];
    var level = name === 'warn' ? 'warn' : name === 'error' ? 'error' : 'log';
    console[name] = function () { send(level, arguments); return original.apply(console, arguments); };
  });
  addEventListener('error', function (e) {
    send('error', ['Uncaught ' + (e.error && e.error.name ? e.error.name + ': ' + e.error.message : e.message) + (e.lineno ? ' (line ' + e.lineno + ')' : '')]);
  });
  addEventListener('unhandledrejection', function (e) {
    send('error', ['Uncaught (in promise) ' + (e.reason && e.reason.message ? e.reason.message : String(e.reason))]);
  });
})();`;
