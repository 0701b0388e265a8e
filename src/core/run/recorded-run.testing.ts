/**
 * Tests only: real programs recorded in Node as the run host records them — JavaScript by its
 * own runtime in a `vm` context of its own, Python by its tracer in Pyodide — into a Recording,
 * with the lines typed for input() and the step at which the program first waited for more.
 */
import { runJs, type JsHost } from '../../run-host/js-runtime';
import { PYTHON_ENV } from '../../run-host/python-env';
import { type Loaded, runLoaded, setUpPython } from '../../run-host/python-runtime';
import { recordEvent } from './narrate-events';
import { Recording } from './recording';
import { DEFAULT_RECORD_LIMITS } from './trace-types';

interface NodeVm {
  createContext(scope: object): object;
  runInContext(code: string, context: object): unknown;
}
interface NodeUrl {
  fileURLToPath(url: URL): string;
}
interface PyodideModule {
  loadPyodide(options: { indexURL: string; env: Record<string, string> }): Promise<unknown>;
}

export interface RecordedRun {
  recording: Recording;
  exit: number;
  /** The step at which the program asked for a line no one had typed. */
  waitedAt?: number;
}

export interface RecordOptions {
  entry?: string;
  input?: readonly string[];
  maxSteps?: number;
}

/** A global scope of its own, whose errors are this realm's (as a worker's are its own). */
async function nodeJsHost(): Promise<JsHost> {
  const vmName = 'node:vm';
  const vm = (await import(/* @vite-ignore */ vmName)) as NodeVm;
  const scope = vm.createContext({
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  const realm = globalThis as unknown as Record<string, { prototype: object } | undefined>;
  return {
    scope: scope as JsHost['scope'],
    evaluate: (code) => {
      try {
        return vm.runInContext(code, scope);
      } catch (error) {
        // The same error object (the recorder knows it), with this realm's prototype.
        if (error && typeof error === 'object' && !(error instanceof Error)) {
          const name = (error as { name?: unknown }).name;
          const type = typeof name === 'string' ? realm[name] : undefined;
          Object.setPrototypeOf(error, type?.prototype ?? Error.prototype);
        }
        throw error;
      }
    },
  };
}

function reader(recording: Recording, input: readonly string[], run: { waitedAt?: number }) {
  const given = [...input];
  return () => {
    const line = given.shift();
    if (line === undefined) run.waitedAt ??= recording.length;
    return line ?? null;
  };
}

/** The run request the run host would send for `code` as the project's only file. */
function request(
  runtime: 'javascript' | 'python',
  entry: string,
  code: string,
  options: RecordOptions,
) {
  return {
    runId: 'recorded',
    runtime,
    entry,
    code,
    files: runtime === 'python' ? [{ path: entry, content: code }] : [],
    args: [],
    selection: false,
    stdin: [],
    record: {
      ...DEFAULT_RECORD_LIMITS,
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
    },
  };
}

export async function recordJs(code: string, options: RecordOptions = {}): Promise<RecordedRun> {
  const recording = new Recording();
  const run: { waitedAt?: number } = {};
  const exit = await runJs(
    request('javascript', options.entry ?? 'main.js', code, options),
    {
      emit: (event) => recordEvent(recording, event),
      readLine: reader(recording, options.input ?? [], run),
      assetUrl: () => '',
    },
    await nodeJsHost(),
  );
  return { recording, exit, ...run };
}

/** Pyodide with the run host's tracer, loaded once per test file (it takes seconds). */
export async function loadNodePython(): Promise<Loaded> {
  const urlName = 'node:url';
  const pyodideName = 'pyodide';
  const { fileURLToPath } = (await import(/* @vite-ignore */ urlName)) as NodeUrl;
  const { loadPyodide } = (await import(/* @vite-ignore */ pyodideName)) as PyodideModule;
  const indexURL = fileURLToPath(new URL('../../../node_modules/pyodide/', import.meta.url));
  const pyodide = await loadPyodide({ indexURL, env: { ...PYTHON_ENV } });
  return setUpPython(pyodide as Parameters<typeof setUpPython>[0], {
    emit: () => {},
    readLine: () => null,
    assetUrl: () => '',
  });
}

export function recordPython(
  loaded: Loaded,
  code: string,
  options: RecordOptions = {},
): RecordedRun {
  const recording = new Recording();
  const run: { waitedAt?: number } = {};
  const entry = options.entry ?? 'main.py';
  const exit = runLoaded(loaded, request('python', entry, code, options), {
    emit: (event) => recordEvent(recording, event),
    readLine: reader(recording, options.input ?? [], run),
    assetUrl: () => '',
  });
  return { recording, exit, ...run };
}
