/**
 * Runs JavaScript, TypeScript, JSX and TSX in a worker of its own, as Node would run a file:
 *
 * - A file without `import`/`export` runs as a classic script (beginners assign undeclared
 *   names, which only sloppy scripts allow). A file with them is a module: Sucrase turns its
 *   imports into `require` calls over the project's files. TypeScript and JSX are stripped by
 *   Sucrase too, keeping line numbers, so errors point at the line the user wrote.
 * - Each file is evaluated with a `sourceURL` of `project:///<path>`, which is how stacks name
 *   the user's files (core/run/trace reads them back).
 * - `console.*` prints as Node does; `prompt()` (and readline's `question`) reads a typed line.
 * - `require` and `import` find Node's common built-in modules (./node/builtins): small ones
 *   written over the run, npm's browser ports of the others loaded on first use.
 * - The run ends when the code and every timer it set have finished, as Node's process does.
 * - A recorded run (`request.record`) instruments the entry and every project file it loads
 *   (core/run/instrument-js) and records them with a js-recorder; a plain run is untouched.
 */
import { transform, type Transform } from 'sucrase';
import { formatConsoleArgs, inspectValue } from '../core/run/console-format';
import { HOOKS, instrumentJs } from '../core/run/instrument-js';
import { folderOf, normalizeProjectPath } from '../core/run/paths';
import { parseJsStack } from '../core/run/trace';
import type { RunErrorInfo, RunFile, RunRequest } from '../core/run/types';
import { createJsRecorder, type JsRecorder } from './js-recorder';
import { createBuiltins } from './node/builtins';
import type { LoadLibrary } from './node/library';
import { libraryScripts } from './node/library-script';
import { ExitSignal, processModule } from './node/process';
import type { Runtime, RuntimeIo } from './runtime';

const PROJECT_URL = 'project:///';
const HOME = '/home/project';

const MODULE_SYNTAX = /^\s*(?:import\s*[\w*{'"]|export\s)/m;

export function isModuleSource(code: string): boolean {
  return MODULE_SYNTAX.test(code);
}

function transformsFor(path: string, module: boolean): Transform[] {
  const transforms: Transform[] = [];
  if (/\.(?:ts|tsx|mts|cts)$/.test(path)) transforms.push('typescript');
  if (/\.(?:jsx|tsx)$/.test(path)) transforms.push('jsx');
  if (module) transforms.push('imports');
  return transforms;
}

/** The code to evaluate for a file: types and JSX stripped, imports turned into require. */
export function compile(path: string, code: string, module: boolean): string {
  const transforms = transformsFor(path, module);
  if (transforms.length === 0) return code;
  return transform(code, {
    transforms,
    filePath: path,
    production: true,
    jsxRuntime: 'classic',
    disableESTransforms: true,
    keepUnusedImports: true,
  }).code;
}

/** A file compiled as `compile` does, with Sucrase's map back to the source when it changed. */
export function compileMapped(
  path: string,
  code: string,
  module: boolean,
): { code: string; map?: string } {
  const transforms = transformsFor(path, module);
  if (transforms.length === 0) return { code };
  const out = transform(code, {
    transforms,
    filePath: path,
    production: true,
    jsxRuntime: 'classic',
    disableESTransforms: true,
    keepUnusedImports: true,
    sourceMapOptions: { compiledFilename: path },
  });
  return out.sourceMap ? { code: out.code, map: out.sourceMap.mappings } : { code: out.code };
}

/** How a recorded run evaluates one file. */
interface RecordedFile {
  code: string;
  /** A column of the evaluated code (line 1 counted after `prefix`) back to the compiled one. */
  column: (line: number, column: number) => number;
}

/** Compiles and instruments a file for `recorder`, registering its sites. */
function instrumentFor(
  recorder: JsRecorder,
  path: string,
  source: string,
  module: boolean,
  entry: boolean,
): RecordedFile {
  const compiled = compileMapped(path, source, module);
  const result = instrumentJs(compiled.code, {
    file: path,
    ...(compiled.map !== undefined ? { original: source, map: compiled.map } : {}),
    entry,
    wrapped: module,
    topLevelAwait: module && entry,
    firstSite: recorder.nextSite,
    firstFunction: recorder.nextFunction,
  });
  if (result.ok) recorder.register(result, path);
  return { code: result.code, column: result.column };
}

const PROJECT_FRAME = /project:\/\/\/([^\s:()]+):(\d+):(\d+)/g;

/** An error's columns as in the code before instrumenting, so markers match a plain run. */
function plainColumns(
  info: RunErrorInfo,
  files: ReadonlyMap<string, RecordedFile & { prefix: number }>,
): RunErrorInfo {
  const map = (path: string, line: number, column: number): number => {
    const file = files.get(path);
    if (!file) return column;
    if (line !== 1) return file.column(line, column);
    return column <= file.prefix ? column : file.column(1, column - file.prefix) + file.prefix;
  };
  const trace = info.trace.replace(
    PROJECT_FRAME,
    (_all, path: string, line: string, column: string) =>
      `${PROJECT_URL}${path}:${line}:${map(path, Number(line), Number(column))}`,
  );
  const location =
    info.location?.column !== undefined
      ? {
          ...info.location,
          column: map(info.location.path, info.location.line, info.location.column),
        }
      : info.location;
  return { ...info, trace, ...(location ? { location } : {}) };
}

const dirname = folderOf;
const normalize = (path: string) => normalizeProjectPath(path);

const EXTENSIONS = ['', '.js', '.ts', '.jsx', '.tsx', '.mjs', '.cjs', '.mts', '.cts', '.json'];

/** The project file a relative specifier names, as Node and bundlers resolve it. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlyMap<string, string>,
): string | null {
  const base = specifier.startsWith('/')
    ? normalize(specifier.startsWith(HOME) ? specifier.slice(HOME.length) : specifier)
    : normalize(`${dirname(from)}/${specifier}`);
  if (base === null) return null;
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  for (const ext of EXTENSIONS.slice(1)) {
    const index = `${base ? `${base}/` : ''}index${ext}`;
    if (files.has(index)) return index;
  }
  // TypeScript projects import './x.js' meaning './x.ts'.
  const swapped = base.replace(/\.js$/, '.ts');
  if (swapped !== base && files.has(swapped)) return swapped;
  return null;
}

/** An Error, from this realm or another (a test's own global scope). */
const isError = (error: unknown): error is Error =>
  error instanceof Error || Object.prototype.toString.call(error) === '[object Error]';

function toErrorInfo(error: unknown, entry: string): RunErrorInfo {
  if (isError(error)) {
    const info = parseJsStack(error.name, error.message, error.stack);
    if (!info.location && (error instanceof SyntaxError || error.name === 'SyntaxError')) {
      // V8 gives no frame for a syntax error in evaluated code; the entry is the best guess.
      return { ...info, location: { path: entry, line: 1 } };
    }
    return info;
  }
  const text = inspectValue(error);
  return { name: 'Uncaught', message: text, trace: `Uncaught ${text}` };
}

interface TimerBook {
  pending: Set<number>;
  /** Frames asked for (requestAnimationFrame) and not yet drawn. */
  frames: Set<number>;
  /** Promises of the platform's asynchronous work (crypto, fetch, WebAssembly…) not settled. */
  operations: number;
  onIdle: (() => void) | null;
}

/**
 * The platform's promise-returning work a program may wait on, by where it lives: the run waits
 * for each to settle, as Node waits for its pending operations.
 */
const ASYNC_WORK: [path: string[], methods: string[]][] = [
  [[], ['fetch', 'createImageBitmap']],
  [
    ['crypto', 'subtle'],
    [
      'decrypt',
      'deriveBits',
      'deriveKey',
      'digest',
      'encrypt',
      'exportKey',
      'generateKey',
      'importKey',
      'sign',
      'unwrapKey',
      'verify',
      'wrapKey',
    ],
  ],
  [['WebAssembly'], ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']],
  [
    ['Blob', 'prototype'],
    ['arrayBuffer', 'bytes', 'text'],
  ],
  [
    ['Response', 'prototype'],
    ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'],
  ],
  [['scheduler'], ['postTask', 'yield']],
];

/**
 * Wraps the worker's timers, frames and asynchronous platform calls so the run knows when
 * nothing is left to do. Whether it is idle is asked after a timer's turn has run out, on a turn
 * of its own: every promise the callback started has run by then.
 */
function trackTimers(scope: typeof globalThis, book: TimerBook) {
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = scope;
  const idle = () => book.pending.size === 0 && book.frames.size === 0 && book.operations === 0;
  const settle = () => {
    st(() => {
      if (idle()) book.onIdle?.();
    }, 0);
  };
  scope.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = st(
      (...args: unknown[]) => {
        book.pending.delete(id);
        try {
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
        } finally {
          settle();
        }
      },
      ms,
      ...rest,
    );
    book.pending.add(id);
    return id;
  }) as typeof setTimeout;
  scope.clearTimeout = ((id?: number) => {
    if (id !== undefined) book.pending.delete(id);
    ct(id);
    settle();
  }) as typeof clearTimeout;
  scope.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = si(handler, ms, ...rest);
    book.pending.add(id);
    return id;
  }) as typeof setInterval;
  scope.clearInterval = ((id?: number) => {
    if (id !== undefined) book.pending.delete(id);
    ci(id);
    settle();
  }) as typeof clearInterval;
  const frames = scope as { requestAnimationFrame?: unknown; cancelAnimationFrame?: unknown };
  const raf = frames.requestAnimationFrame;
  const caf = frames.cancelAnimationFrame;
  if (typeof raf === 'function' && typeof caf === 'function') {
    frames.requestAnimationFrame = (callback: FrameRequestCallback) => {
      const id = (raf as (cb: FrameRequestCallback) => number).call(scope, (time: number) => {
        book.frames.delete(id);
        try {
          callback(time);
        } finally {
          settle();
        }
      });
      book.frames.add(id);
      return id;
    };
    frames.cancelAnimationFrame = (id: number) => {
      book.frames.delete(id);
      (caf as (id: number) => void).call(scope, id);
      settle();
    };
  }
  const done = () => {
    book.operations--;
    settle();
  };
  for (const [path, methods] of ASYNC_WORK) {
    let owner: unknown = scope;
    for (const name of path) owner = owner == null ? undefined : Reflect.get(owner, name);
    if (typeof owner !== 'object' && typeof owner !== 'function') continue;
    if (owner === null) continue;
    const target = owner as Record<string, unknown>;
    for (const method of methods) {
      const original = Reflect.get(target, method);
      if (typeof original !== 'function') continue;
      const tracked = function (this: unknown, ...args: unknown[]): unknown {
        const result: unknown = Reflect.apply(original as () => unknown, this, args);
        if (result instanceof Promise) {
          book.operations++;
          result.then(done, done);
        }
        return result;
      };
      Reflect.set(target, method, tracked);
    }
  }
}

function makeConsole(io: RuntimeIo) {
  let indent = '';
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();
  const out = (text: string) => io.emit({ type: 'stdout', text: indented(indent, text) + '\n' });
  const err = (text: string) => io.emit({ type: 'stderr', text: indented(indent, text) + '\n' });
  const log = (...args: unknown[]) => out(formatConsoleArgs(args));
  const error = (...args: unknown[]) => err(formatConsoleArgs(args));
  return {
    log,
    info: log,
    debug: log,
    error,
    warn: error,
    trace: (...args: unknown[]) => error('Trace:', ...args),
    dir: (value: unknown) => out(inspectValue(value)),
    table: (value: unknown) => out(inspectValue(value)),
    assert: (condition: unknown, ...args: unknown[]) => {
      if (!condition) error('Assertion failed' + (args.length ? ':' : ''), ...args);
    },
    count: (label = 'default') => {
      const n = (counts.get(label) ?? 0) + 1;
      counts.set(label, n);
      out(`${label}: ${n}`);
    },
    countReset: (label = 'default') => counts.delete(label),
    time: (label = 'default') => timers.set(label, performance.now()),
    timeLog: (label = 'default') => {
      const start = timers.get(label);
      if (start !== undefined) out(`${label}: ${(performance.now() - start).toFixed(3)}ms`);
    },
    timeEnd: (label = 'default') => {
      const start = timers.get(label);
      if (start === undefined) return;
      timers.delete(label);
      out(`${label}: ${(performance.now() - start).toFixed(3)}ms`);
    },
    group: (...args: unknown[]) => {
      if (args.length) log(...args);
      indent += '  ';
    },
    groupEnd: () => {
      indent = indent.slice(2);
    },
    clear: () => {},
  };
}

const indented = (indent: string, text: string) => (indent ? text.replace(/^/gm, indent) : text);

/** Where a run's code runs: a global scope, and how code is evaluated in it (indirect eval). */
export interface JsHost {
  scope: typeof globalThis & Record<string, unknown>;
  evaluate: (code: string) => unknown;
  /** Node's modules from npm's larger ports (node/library); a worker loads their scripts. */
  nodeLibrary?: LoadLibrary;
}

const globalHost = (): JsHost => ({
  scope: globalThis as typeof globalThis & Record<string, unknown>,
  evaluate: (code) => (0, eval)(code) as unknown,
});

export const jsRuntime: Runtime = {
  run: (request: RunRequest, io: RuntimeIo): Promise<number> => runJs(request, io, globalHost()),
};

/** Runs a request in `host`, recording it when `request.record` asks. */
export function runJs(request: RunRequest, plainIo: RuntimeIo, host: JsHost): Promise<number> {
  const { scope, evaluate } = host;
  const files = new Map(request.files.map((f: RunFile) => [f.path, f.content]));
  files.set(request.entry, request.code);
  // A relative path is from the program's folder, an absolute one under HOME from the project's
  // root; any other absolute path, or one climbing above the root, is left as written: it names
  // no project file, and the app refuses a write to it.
  const projectPath = (p: string) => {
    if (p.startsWith('/')) {
      if (p !== HOME && !p.startsWith(`${HOME}/`)) return p;
      return normalize(p.slice(HOME.length)) ?? p;
    }
    return normalize(`${dirname(request.entry)}/${p}`) ?? p;
  };

  // The recorder's batch timer is the scope's own, not counted as the program's.
  const later = request.record ? scope.setTimeout.bind(scope) : null;
  const recorder = request.record
    ? createJsRecorder({
        limits: request.record,
        entry: request.entry,
        emit: (event) => plainIo.emit(event),
        schedule: (callback, ms) => void later?.(callback, ms),
        ignore: (error) => error instanceof ExitSignal,
      })
    : null;
  const recorded = new Map<string, RecordedFile & { prefix: number }>();
  // Output is tagged with the step that printed it; steps go out before input blocks.
  const io: RuntimeIo = recorder
    ? {
        emit: (event) =>
          plainIo.emit(
            event.type === 'stdout' || event.type === 'stderr'
              ? { ...event, step: recorder.current }
              : event,
          ),
        readLine: () => {
          recorder.flush();
          return plainIo.readLine();
        },
        assetUrl: (name) => plainIo.assetUrl(name),
        fetchFile: plainIo.fetchFile,
        interrupt: plainIo.interrupt ?? null,
      }
    : plainIo;

  io.emit({ type: 'started' });
  return new Promise<number>((resolve) => {
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      recorder?.end();
      resolve(code);
    };
    /** `topLevel`: the error came out of the entry file's top level. */
    const fail = (error: unknown, topLevel = false) => {
      if (error instanceof ExitSignal) return finish(error.code);
      let info = toErrorInfo(error, request.entry);
      const step = recorder?.uncaught(error, topLevel);
      if (recorder) info = plainColumns(info, recorded);
      // Frames name files as Node does: /home/project/main.js.
      io.emit({ type: 'stderr', text: `${info.trace.replaceAll(PROJECT_URL, `${HOME}/`)}\n` });
      io.emit(
        step === undefined ? { type: 'error', error: info } : { type: 'error', error: info, step },
      );
      finish(1);
    };
    const book: TimerBook = { pending: new Set(), frames: new Set(), operations: 0, onIdle: null };
    trackTimers(scope, book);

    const console = makeConsole(io);
    const readLine = () => io.readLine();
    const process = processModule({
      io,
      file: `${HOME}/${request.entry}`,
      cwd: `${HOME}/${dirname(request.entry)}`.replace(/\/$/, ''),
      args: request.args,
    });
    const library =
      host.nodeLibrary ?? libraryScripts(scope, evaluate, (name) => io.assetUrl(name));
    const builtin = createBuiltins({ scope, io, files, projectPath, process, console, library });

    const cache = new Map<string, { exports: unknown }>();
    const load = (path: string): unknown => {
      const cached = cache.get(path);
      if (cached) return cached.exports;
      const source = files.get(path) ?? '';
      const module = { exports: {} as unknown };
      cache.set(path, module);
      if (path.endsWith('.json')) {
        module.exports = JSON.parse(source) as unknown;
        return module.exports;
      }
      if (recorder) return loadRecorded(path, source, module, recorder);
      const code = compile(path, source, true);
      const wrapper = evaluate(
        `(function (require, module, exports, __filename, __dirname) {${code}\n})\n//# sourceURL=${PROJECT_URL}${path}`,
      ) as (...args: unknown[]) => void;
      wrapper(
        requireFrom(path),
        module,
        module.exports,
        `${HOME}/${path}`,
        `${HOME}/${dirname(path)}`,
      );
      return module.exports;
    };
    const loadRecorded = (
      path: string,
      source: string,
      module: { exports: unknown },
      rec: JsRecorder,
    ): unknown => {
      const file = instrumentFor(rec, path, source, true, false);
      const prefix = `(function (require, module, exports, __filename, __dirname, ${HOOKS}) {`;
      recorded.set(path, { ...file, prefix: prefix.length });
      const wrapper = evaluate(
        `${prefix}${file.code}\n})\n//# sourceURL=${PROJECT_URL}${path}`,
      ) as (...args: unknown[]) => void;
      const frame = rec.enterModule(path);
      try {
        wrapper(
          requireFrom(path),
          module,
          module.exports,
          `${HOME}/${path}`,
          `${HOME}/${dirname(path)}`,
          rec.hooks,
        );
      } catch (error) {
        rec.failModule(frame, error);
        throw error;
      }
      rec.leaveModule(frame, module.exports);
      return module.exports;
    };
    const requireFrom = (from: string) => (specifier: string) => {
      const module = builtin(specifier);
      if (module) return module.exports;
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
        throw new Error(
          `Cannot find module '${specifier}': packages are not installed in the browser; import the project's own files with a path such as './${specifier}.js'.`,
        );
      }
      const found = resolveSpecifier(from, specifier, files);
      if (!found) throw new Error(`Cannot find module '${specifier}' from '${from}'`);
      return load(found);
    };

    // JSX without React: elements are plain objects ({ type, props }) a program can print.
    const React = {
      Fragment: 'Fragment',
      createElement: (type: unknown, props: object | null, ...children: unknown[]) => ({
        type,
        props: { ...props, ...(children.length ? { children } : {}) },
      }),
    };
    if (!('React' in scope)) Object.assign(scope, { React });
    // Node's globals that a worker lacks; Buffer loads the library when a program first uses it.
    if (!('Buffer' in scope)) {
      Object.defineProperty(scope, 'Buffer', {
        configurable: true,
        get: () => library('buffer').buffer.Buffer,
        set: (value: unknown) =>
          Object.defineProperty(scope, 'Buffer', { value, writable: true, configurable: true }),
      });
    }
    if (!('setImmediate' in scope)) {
      const timers = builtin('timers')?.exports as Record<string, unknown>;
      Object.assign(scope, {
        setImmediate: timers.setImmediate,
        clearImmediate: timers.clearImmediate,
      });
    }
    Object.assign(scope, {
      console,
      process,
      require: requireFrom(request.entry),
      prompt: (message?: unknown) => {
        if (message !== undefined) io.emit({ type: 'stdout', text: `${String(message)} ` });
        return readLine();
      },
      alert: (message?: unknown) => console.log(String(message ?? '')),
    });
    scope.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      fail(event.error);
    });
    scope.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      event.preventDefault();
      fail(event.reason);
    });

    const module = isModuleSource(request.code);
    const whenIdle = () => {
      book.onIdle = () => finish(process.exitCode);
      // A promise chain may still start timers: look again after this turn.
      scope.setTimeout(() => {}, 0);
    };
    try {
      const url = `${PROJECT_URL}${request.entry}`;
      const prefix = module
        ? `(async function (require, module, exports, __filename, __dirname${recorder ? `, ${HOOKS}` : ''}) {`
        : '';
      let code: string;
      if (recorder) {
        const file = instrumentFor(recorder, request.entry, request.code, module, true);
        recorded.set(request.entry, { ...file, prefix: prefix.length });
        code = file.code;
        if (!module) {
          Object.defineProperty(scope, HOOKS, { value: recorder.hooks, configurable: true });
        }
      } else code = compile(request.entry, request.code, module);
      if (!module) {
        evaluate(`${code}\n//# sourceURL=${url}`);
        whenIdle();
      } else {
        // Top-level await works in a module: the body runs in an async function.
        cache.set(request.entry, { exports: {} });
        const body = evaluate(`${prefix}${code}\n})\n//# sourceURL=${url}`) as (
          ...args: unknown[]
        ) => Promise<void>;
        const entryModule = { exports: {} };
        body(
          requireFrom(request.entry),
          entryModule,
          entryModule.exports,
          `${HOME}/${request.entry}`,
          `${HOME}/${dirname(request.entry)}`,
          recorder?.hooks,
        ).then(whenIdle, (error: unknown) => fail(error, true));
      }
    } catch (error) {
      fail(error, true);
    }
  });
}
