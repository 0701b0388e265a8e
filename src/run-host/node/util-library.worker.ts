/**
 * Not a worker of its own: the script the JavaScript worker evaluates when a program first
 * requires `assert` or `util` (built apart, as a worker is, so that its code is not in the
 * worker's bundle; ./library-script.ts loads it). It leaves its modules in a worker global.
 */
import { libraryGlobal } from './names';
import { utilLibrary } from './util-library';

(self as unknown as Record<string, unknown>)[libraryGlobal('util')] = utilLibrary;
