/**
 * Node's `assert` for a program: browserify's port, the module Node had at v10-v12 (messages,
 * `AssertionError` with `code: 'ERR_ASSERTION'`, `strict`, `throws`, `rejects`, `match`).
 * ./util is imported first so the port's messages show values with Node's own inspect.
 */
import './util';
import assert from 'assert/build/assert.js';

export { assert };
