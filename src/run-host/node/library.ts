// The ports' types (a declaration file has no import form; this brings it to every program).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vendor.d.ts" />
/**
 * The Node modules a program gets from npm's larger browser ports, in two scripts that the
 * JavaScript worker loads only when a program first requires one of their modules (so its own
 * bundle stays small, and a program that only hashes never loads `assert`):
 * - util: `assert` and `util` (browserify's ports, with Node's own inspect),
 * - buffer: `buffer` (feross's) and `crypto` (hashes by @noble/hashes), which returns Buffers.
 * Each script is built apart, as a worker is (./util-library.worker.ts, ./buffer-library.worker.ts).
 */
import type { bufferLibrary } from './buffer-library';
import type { utilLibrary } from './util-library';

export interface NodeLibraries {
  util: typeof utilLibrary;
  buffer: typeof bufferLibrary;
}

export type LibraryName = keyof NodeLibraries;

/** How a run gets a library's modules: loading its script on the first call. */
export type LoadLibrary = <N extends LibraryName>(name: N) => NodeLibraries[N];
