/**
 * Node's `timers` and `timers/promises` for a program, over the run's own timers (the run
 * waits for them), and the promise form `util.promisify(setTimeout)` finds on setTimeout.
 */
const PROMISIFY_CUSTOM = Symbol.for('nodejs.util.promisify.custom');

export function timersModules(scope: typeof globalThis) {
  const promises = {
    setTimeout: <T>(ms?: number, value?: T) =>
      new Promise<T | undefined>((resolve) => scope.setTimeout(() => resolve(value), ms)),
    setImmediate: <T>(value?: T) =>
      new Promise<T | undefined>((resolve) => scope.setTimeout(() => resolve(value), 0)),
    /** An async iterator that yields `value` every `ms`, for `for await` loops. */
    setInterval: async function* <T>(ms?: number, value?: T) {
      for (;;) {
        yield await promises.setTimeout(ms, value);
      }
    },
  };
  const setImmediate = (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    scope.setTimeout(callback, 0, ...args);
  Object.defineProperty(scope.setTimeout, PROMISIFY_CUSTOM, {
    value: promises.setTimeout,
    configurable: true,
  });
  Object.defineProperty(setImmediate, PROMISIFY_CUSTOM, {
    value: promises.setImmediate,
    configurable: true,
  });
  const timers = {
    setTimeout: scope.setTimeout,
    clearTimeout: scope.clearTimeout,
    setInterval: scope.setInterval,
    clearInterval: scope.clearInterval,
    setImmediate,
    clearImmediate: (id?: number) => scope.clearTimeout(id),
    promises,
  };
  return { timers, promises };
}
