/**
 * Node's `path` for a program: path-browserify, Node's own POSIX path module for browsers,
 * resolving relative paths from the program's working folder (/home/project/…).
 */
import posix from 'path-browserify';

export function pathModule(cwd: () => string) {
  const path = {
    ...posix,
    resolve: (...parts: string[]) => posix.resolve(cwd(), ...parts),
  };
  return Object.assign(path, { posix: path });
}
