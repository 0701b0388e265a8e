/**
 * Node's `fs` for a program, over the run's copy of the project's files: what it reads is the
 * project as the run started, what it writes goes back to the project (a `file-written` event).
 * The synchronous calls, their callback forms and `fs/promises`.
 */
import type { RuntimeIo } from '../runtime';

export interface FsContext {
  files: Map<string, string>;
  /** The project path a program's path names (relative to its working folder). */
  projectPath: (path: string) => string;
  io: RuntimeIo;
}

type Callback = (error: Error | null, value?: unknown) => void;

export function fsModules({ files, projectPath, io }: FsContext) {
  const readFileSync = (p: string) => {
    const content = files.get(projectPath(p));
    if (content === undefined) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), {
        errno: -2,
        code: 'ENOENT',
        syscall: 'open',
        path: p,
      });
    }
    return content;
  };
  const write = (p: string, next: (old: string | undefined) => string) => {
    const raw = String(p);
    // A name that names no file ('' or a folder's 'x/') goes to the app as written: it says so.
    const path = raw === '' ? '' : raw.endsWith('/') ? `${projectPath(raw)}/` : projectPath(raw);
    const content = next(files.get(path));
    if (path !== '' && !path.endsWith('/')) files.set(path, content);
    io.emit({ type: 'file-written', path, content });
  };
  const writeFileSync = (p: string, data: unknown) => write(p, () => String(data));
  const appendFileSync = (p: string, data: unknown) =>
    write(p, (old) => (old ?? '') + String(data));
  const existsSync = (p: string) => files.has(projectPath(p));
  const accessSync = (p: string) => void readFileSync(p);

  /** A call's promise form: settled on a later turn, as Node's are. */
  const later =
    <A extends unknown[]>(call: (...args: A) => unknown) =>
    (...args: A) =>
      new Promise((resolve, reject) => {
        try {
          const value = call(...args);
          queueMicrotask(() => resolve(value));
        } catch (error) {
          queueMicrotask(() => reject(error as Error));
        }
      });
  /** A call's callback form: the callback is its last argument, called on a later turn. */
  const callback =
    (call: (p: string, data?: unknown) => unknown, arity: number) =>
    (...args: unknown[]) => {
      const done = args[args.length - 1];
      if (typeof done !== 'function') {
        throw Object.assign(
          new TypeError(`The "cb" argument must be of type function. Received ${typeof done}`),
          { code: 'ERR_INVALID_ARG_TYPE' },
        );
      }
      void later(call)(...(args.slice(0, arity) as [string, unknown])).then(
        (value) => (done as Callback)(null, value),
        (error: Error) => (done as Callback)(error),
      );
    };

  const promises = {
    readFile: later(readFileSync),
    writeFile: later(writeFileSync),
    appendFile: later(appendFileSync),
    access: later(accessSync),
  };
  const fs = {
    readFileSync,
    writeFileSync,
    appendFileSync,
    existsSync,
    accessSync,
    readFile: callback(readFileSync, 1),
    writeFile: callback(writeFileSync, 2),
    appendFile: callback(appendFileSync, 2),
    promises,
  };
  return { fs, promises };
}
