/**
 * Not a worker of its own: the script the JavaScript worker evaluates when a program first
 * requires `buffer` or `crypto`, or uses `Buffer` (built apart, as a worker is, so that its
 * code is not in the worker's bundle; ./library-script.ts loads it). It leaves its modules in a
 * worker global.
 */
import { bufferLibrary } from './buffer-library';
import { libraryGlobal } from './names';

(self as unknown as Record<string, unknown>)[libraryGlobal('buffer')] = bufferLibrary;
