/**
 * Node's `util` for a program: browserify's port (`util`, the one its `assert` uses) with
 * Node's own `inspect` and `format` in place of the port's old ones (node-inspect-extracted is
 * Node's lib/internal/util/inspect.js packaged for browsers), `isDeepStrictEqual` from the
 * `assert` port, and `promisify` with Node's symbol, so `util.promisify(setTimeout)` works.
 *
 * Importing this module also gives the port Node's `inspect`; `assert` (./assert.ts) imports
 * it first, so an assertion's message shows values as Node shows them.
 */
import {
  format,
  formatWithOptions,
  inspect,
  stripVTControlCharacters,
} from 'node-inspect-extracted';
import comparisons from 'assert/build/internal/util/comparisons.js';
import port from 'util/util.js';

port.inspect = inspect;

/** Node's `util.promisify.custom`, shared with every realm (`Symbol.for`). */
export const PROMISIFY_CUSTOM: unique symbol = Symbol.for('nodejs.util.promisify.custom') as never;

type Callback = (error: unknown, value?: unknown) => void;
type Original = ((...args: unknown[]) => unknown) & { [PROMISIFY_CUSTOM]?: unknown };

const typeError = (message: string, code: string) =>
  Object.assign(new TypeError(message), { code });

/** Node's util.promisify: the function's own promise form when it has one. */
function promisify(original: unknown): (...args: unknown[]) => Promise<unknown> {
  if (typeof original !== 'function') {
    throw typeError(
      `The "original" argument must be of type function. Received ${inspect(original)}`,
      'ERR_INVALID_ARG_TYPE',
    );
  }
  const fn = original as Original;
  const custom = fn[PROMISIFY_CUSTOM];
  if (custom !== undefined) {
    if (typeof custom !== 'function') {
      throw typeError(
        `The "util.promisify.custom" argument must be of type function. Received ${inspect(custom)}`,
        'ERR_INVALID_ARG_TYPE',
      );
    }
    return custom as (...args: unknown[]) => Promise<unknown>;
  }
  function promisified(this: unknown, ...args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const done: Callback = (error, value) => (error ? reject(error) : resolve(value));
      Reflect.apply(fn, this, [...args, done]);
    });
  }
  Object.setPrototypeOf(promisified, Object.getPrototypeOf(fn) as object);
  Object.defineProperty(promisified, PROMISIFY_CUSTOM, { value: promisified });
  const descriptors = Object.getOwnPropertyDescriptors(fn) as Record<string, PropertyDescriptor>;
  delete descriptors.length;
  delete descriptors.name;
  delete descriptors.prototype;
  return Object.defineProperties(promisified, descriptors);
}
promisify.custom = PROMISIFY_CUSTOM;

export const util: Record<string, unknown> & { types: Record<string, unknown> } = {
  ...port,
  format,
  formatWithOptions,
  inspect,
  stripVTControlCharacters,
  promisify,
  isDeepStrictEqual: comparisons.isDeepStrictEqual,
  types: port.types,
  TextEncoder,
  TextDecoder,
};
