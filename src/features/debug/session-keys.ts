/**
 * While a debugger session is shown, F5, F10, F11 and Shift+F5 are its moves, as in VS Code:
 * the commands that have those keys otherwise give them up meanwhile (Run File keeps
 * Ctrl/⌘+Enter). The app binds these keys when a session starts and the usual ones when it
 * closes, so no two commands ever hold one key.
 */
export const SESSION_KEYS: ReadonlyMap<string, readonly string[]> = new Map([
  ['run.file', ['mod+enter']],
  ['run.stop', []],
  ['debug.stepThrough', []],
  ['debug.continue', ['f5']],
  ['debug.stepOver', ['f10']],
  ['debug.stepInto', ['f11', 'alt+f11']],
  ['debug.stop', ['shift+f5']],
]);
