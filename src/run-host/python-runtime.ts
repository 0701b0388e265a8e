/**
 * Runs Python with Pyodide (CPython compiled to WebAssembly), loaded from the app's own build.
 *
 * - Loading takes seconds, so the worker keeps Pyodide between runs; each run gets fresh
 *   globals, the project's files written anew under /home/project, its own folder as the working
 *   directory, and the project's modules forgotten so an edited `helper.py` is imported again.
 * - Output is line-buffered as in a terminal; `input()` reads a typed line through the io.
 * - A traceback is printed without the runner's own frame (a very deep one by its outermost and
 *   innermost calls) and reported as an error whose location is the innermost frame in a
 *   project file.
 * - Files the program wrote or deleted under the project are reported back, so the explorer
 *   shows them.
 * - A recorded run goes under the tracer of python-tracer.py, which sends the trace as batches
 *   of JSON text and its output tagged with steps; a plain run has no tracer at all.
 */
import type { PyodideAPI } from 'pyodide';
import type { PyDict } from 'pyodide/ffi';
import { parsePythonTraceback } from '../core/run/trace';
import { DEFAULT_RECORD_LIMITS, type RecordLimits } from '../core/run/trace-types';
import type { RunRequest } from '../core/run/types';
import { PYTHON_COUNTED_FILES, PYTHON_ENV, PYTHON_SNAPSHOT } from './python-env';
import { KEPT_HEADER } from './file-stream';
import { createWireReader } from './python-trace-wire';
import TRACER from './python-tracer.py?raw';
import { RuntimeLost, type Runtime, type RuntimeIo } from './runtime';

declare const self: DedicatedWorkerGlobalScope & {
  loadPyodide?: (options: Record<string, unknown>) => Promise<PyodideAPI>;
};

export const PROJECT_ROOT = '/home/project';
/** The exit status of a program that Stop interrupted (as a shell reports Ctrl+C). */
export const INTERRUPTED = 130;

const COUNTED_FILES = new Set(PYTHON_COUNTED_FILES);

/** Python half of the runner: runs one program and reports its exit status. */
const RUNNER = `
import sys, os, traceback, importlib, builtins

sys.dont_write_bytecode = True
INTERRUPTED = 130
_real_import = builtins.__import__

def _announcing(announce):
    # Says when a standard module starts and ends importing (not the modules it imports in
    # turn): the Run tab shows a slow one, and the wait is not silence.
    depth = [0]
    def import_(name, globals=None, locals=None, fromlist=(), level=0):
        top = name.partition('.')[0]
        if depth[0] or level or top in sys.modules or top not in sys.stdlib_module_names:
            return _real_import(name, globals, locals, fromlist, level)
        depth[0] += 1
        announce(top)
        try:
            return _real_import(name, globals, locals, fromlist, level)
        finally:
            depth[0] -= 1
            announce(None)
    return import_

def _forget_project_modules(root):
    for name, module in list(sys.modules.items()):
        path = getattr(module, '__file__', None) or ''
        if path.startswith(root + '/'):
            del sys.modules[name]

# A traceback deeper than TRACEBACK_DEPTH calls (runaway recursion) shows only its outermost and
# innermost TRACEBACK_ENDS: formatting each of a deep one's frames could outlast the silence limit.
TRACEBACK_DEPTH = 1000
TRACEBACK_ENDS = 50

def _format_error(error, tb):
    frames = list(traceback.walk_tb(tb))
    if len(frames) <= TRACEBACK_DEPTH:
        return ''.join(traceback.format_exception(type(error), error, tb))
    part = lambda calls: ''.join(traceback.StackSummary.extract(iter(calls)).format())
    left_out = len(frames) - 2 * TRACEBACK_ENDS
    return (
        'Traceback (most recent call last):\\n'
        + part(frames[:TRACEBACK_ENDS])
        + f'  [{left_out:,} more calls left out]\\n'
        + part(frames[-TRACEBACK_ENDS:])
        + ''.join(traceback.format_exception_only(type(error), error))
    )

def run(code, path, args, root, announce, recorder=None):
    _forget_project_modules(root)
    folder = os.path.dirname(path)
    os.chdir(folder)
    sys.path[:] = [p for p in sys.path if not p.startswith(root)]
    sys.path.insert(0, folder)
    sys.argv = [path, *args]
    importlib.invalidate_caches()
    scope = {'__name__': '__main__', '__file__': path, '__builtins__': __builtins__}
    builtins.__import__ = _announcing(announce)
    try:
        compiled = compile(code, path, 'exec')
        if recorder is None:
            exec(compiled, scope)
        else:
            recorder.start()
            try:
                exec(compiled, scope)
            finally:
                recorder.stop()
        return 0
    except KeyboardInterrupt:
        # Stop: the host ends the run and shows that it was stopped.
        return INTERRUPTED
    except SystemExit as exit:
        if exit.code is None:
            return 0
        if isinstance(exit.code, int):
            return exit.code
        print(exit.code, file=sys.stderr)
        return 1
    except BaseException as error:
        if recorder is not None:
            recorder.uncaught(error)
        tb = error.__traceback__
        # Leave out this runner's own frame; a syntax error has none of the program's.
        if tb is not None and tb.tb_frame.f_code is run.__code__:
            tb = tb.tb_next
        sys.stderr.write(_format_error(error, tb))
        return 1
    finally:
        builtins.__import__ = _real_import
        sys.stdout.flush()
        sys.stderr.flush()
`;

const WALK = `
import os
def walk(root):
    found = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d != '__pycache__']
        for name in names:
            found.append(os.path.join(folder, name)[len(root) + 1:])
    return found
`;

/** One run's recorder (python-tracer.py), a Python object. */
interface Recorder {
  /** Sends what is left and says how recording ended, as JSON of RecordSummary. */
  finish: () => string;
  destroy: () => void;
}

interface RecordSummary {
  recorded: number;
  capped: boolean;
  /** The step the uncaught error was raised at; -1 when none was recorded. */
  errorStep: number;
}

export interface Loaded {
  pyodide: PyodideAPI;
  run: (
    code: string,
    path: string,
    args: string[],
    root: string,
    announce: (module?: string) => void,
    recorder?: Recorder,
  ) => number;
  walk: (root: string) => string[];
  /** A recorder for one run of `path`, sending its batches and output to the current io. */
  record: (path: string, source: string, limits: RecordLimits) => Recorder;
  /** Where output goes now: the current run's io. */
  setIo: (io: RuntimeIo) => void;
}

let loading: Promise<Loaded> | null = null;

/**
 * Reports loading progress by counting the bytes of Pyodide's own requests as they stream in
 * (the worker's fetch is wrapped while Pyodide loads), so nothing is downloaded twice; once the
 * offline copy has the files, only "Starting Python". Returns
 * the function that puts fetch back.
 */
async function countDownloads(base: string, io: RuntimeIo): Promise<() => void> {
  let sizes: { bytes?: Record<string, number>; download?: number } = {};
  try {
    const response = await fetch(`${base}files.json`);
    // Kept by the offline copy (with the files it lists, kept on the same first use): nothing
    // is downloaded, only Python started.
    if (response.headers.get(KEPT_HEADER) === '1') {
      io.emit({ type: 'progress', label: 'Starting Python', loaded: 0, total: 0 });
      return () => {};
    }
    if (response.ok) sizes = (await response.json()) as typeof sizes;
  } catch {
    // Without sizes, progress counts bytes against an unknown total.
  }
  const bytes = new Map(Object.entries(sizes.bytes ?? {}));
  const total = [...COUNTED_FILES].reduce((sum, name) => sum + (Number(bytes.get(name)) || 0), 0);
  const download = Number(sizes.download) || total;
  const label = `Loading Python (${(download / 1_000_000).toFixed(1)} MB)`;
  let loaded = 0;
  io.emit({ type: 'progress', label, loaded, total });
  const original = self.fetch;
  self.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!COUNTED_FILES.has(url.slice(url.lastIndexOf('/') + 1)) || !response.body) {
      return response;
    }
    const reader = response.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        loaded += value.byteLength;
        io.emit({ type: 'progress', label, loaded: Math.min(loaded, total), total });
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return () => {
    self.fetch = original;
  };
}

/**
 * Starts Pyodide from the build's snapshot of Python's memory after start-up (seconds faster
 * than starting Python), or starts Python afresh when there is no usable snapshot.
 */
async function startPyodide(base: string): Promise<PyodideAPI> {
  const loadPyodide = self.loadPyodide;
  if (!loadPyodide) throw new Error('Pyodide did not load');
  // Its WebAssembly module's script, imported here: this worker cannot import it by URL.
  const module = (await import(/* @vite-ignore */ await blobOf(`${base}pyodide.asm.mjs`))) as {
    default: unknown;
  };
  const options = { indexURL: base, env: { ...PYTHON_ENV }, createPyodideModule: module.default };
  const snapshot = await fetch(`${base}${PYTHON_SNAPSHOT}`).catch(() => null);
  if (snapshot?.ok) {
    try {
      return await loadPyodide({ ...options, _loadSnapshot: snapshot.arrayBuffer() });
    } catch (error) {
      console.warn('Python did not start from its snapshot; starting it afresh.', error);
    }
  }
  return loadPyodide(options);
}

/** A blob URL of a script fetched by URL (through the worker's fetch, so it is counted). */
async function blobOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'text/javascript' }));
}

/**
 * Pyodide's files come from the app (the sandbox loads nothing itself): while it loads, the
 * worker's fetch of a file in Pyodide's folder is the app's. Returns the function that puts
 * fetch back.
 */
function fetchFromApp(base: string, io: RuntimeIo): () => void {
  const original = self.fetch;
  const fetchFile = io.fetchFile;
  if (!fetchFile) return () => {};
  self.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(base) ? fetchFile(url) : original(input, init);
  };
  return () => {
    self.fetch = original;
  };
}

async function load(io: RuntimeIo): Promise<Loaded> {
  const base = io.assetUrl('pyodide/');
  const restoreAppFetch = fetchFromApp(base, io);
  const restoreCounting = await countDownloads(base, io);
  const restore = () => {
    restoreCounting();
    restoreAppFetch();
  };
  const loading = (async () => {
    self.importScripts(await blobOf(`${base}pyodide.js`));
    return startPyodide(base);
  })();
  const pyodide = await loading.finally(restore);
  return setUpPython(pyodide, io);
}

/** The step cap and value caps as whole numbers of at least one. */
function limitsList(limits: RecordLimits): number[] {
  const whole = (value: number, fallback: number) =>
    Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
  const d = DEFAULT_RECORD_LIMITS;
  return [
    whole(limits.maxSteps, d.maxSteps),
    whole(limits.maxItems, d.maxItems),
    whole(limits.maxString, d.maxString),
    whole(limits.maxDepth, d.maxDepth),
  ];
}

/** Wires a started Pyodide to the runs' io: its streams, the runner and the tracer. */
export function setUpPython(pyodide: PyodideAPI, io: RuntimeIo): Loaded {
  let current = io;
  const decoder = new TextDecoder();
  const errDecoder = new TextDecoder();
  pyodide.setStdout({
    isatty: true, // line-buffered, as in a terminal
    write: (buffer: Uint8Array) => {
      current.emit({ type: 'stdout', text: decoder.decode(buffer, { stream: true }) });
      return buffer.length;
    },
  });
  pyodide.setStderr({
    isatty: true,
    write: (buffer: Uint8Array) => {
      current.emit({ type: 'stderr', text: errDecoder.decode(buffer, { stream: true }) });
      return buffer.length;
    },
  });
  pyodide.setStdin({
    stdin: () => {
      const line = current.readLine();
      // Stop wakes a program waiting for a line: it is interrupted, not given an end of input.
      pyodide.checkInterrupt();
      return line === null ? null : `${line}\n`;
    },
  });
  if (io.interrupt) pyodide.setInterruptBuffer(new Uint8Array(io.interrupt));
  const runner = pyodide.runPython(`${RUNNER}\n${WALK}\n(run, walk)`) as {
    toJs: () => [Loaded['run'], Loaded['walk']];
  };
  const [run, walk] = runner.toJs();
  const scope = (pyodide.globals.get('dict') as () => PyDict)();
  pyodide.runPython(TRACER, { globals: scope, filename: '<recorder>' });
  const makeRecorder = scope.get('make_recorder') as (
    root: string,
    path: string,
    source: string,
    limits: number[],
    emitBatch: (json: string) => void,
    emitOutput: (fd: number, text: string, step: number) => void,
  ) => Recorder;
  scope.destroy();
  const emitOutput = (fd: number, text: string, step: number) => {
    const type = fd === 2 ? 'stderr' : 'stdout';
    current.emit(step >= 0 ? { type, text, step } : { type, text });
  };
  const record = (path: string, source: string, limits: RecordLimits) => {
    const read = createWireReader();
    const emitBatch = (json: string) => current.emit({ type: 'trace', batch: read(json) });
    return makeRecorder(PROJECT_ROOT, path, source, limitsList(limits), emitBatch, emitOutput);
  };
  return { pyodide, run, walk, record, setIo: (next) => (current = next) };
}

function ensureLoaded(io: RuntimeIo): Promise<Loaded> {
  loading ??= load(io).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function writeProject(pyodide: PyodideAPI, request: RunRequest): Map<string, string> {
  const { FS } = pyodide;
  const written = new Map<string, string>();
  // The last run's folder goes; the working directory must not be inside it meanwhile.
  pyodide.runPython(
    `import os, shutil; os.chdir('/'); shutil.rmtree(${JSON.stringify(PROJECT_ROOT)}, ignore_errors=True)`,
  );
  FS.mkdirTree(PROJECT_ROOT);
  const files = new Map(request.files.map((f) => [f.path, f.content]));
  files.set(request.entry, request.code);
  for (const [path, content] of files) {
    const full = `${PROJECT_ROOT}/${path}`;
    FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    FS.writeFile(full, content);
    written.set(path, content);
  }
  return written;
}

function reportChanges(loaded: Loaded, before: Map<string, string>, io: RuntimeIo, entry: string) {
  const { FS } = loaded.pyodide;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const now = new Set(loaded.walk(PROJECT_ROOT));
  for (const path of now) {
    const bytes = FS.readFile(`${PROJECT_ROOT}/${path}`) as Uint8Array;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      io.emit({
        type: 'stderr',
        text: `${path} was written as binary data, which the editor cannot keep yet; it was left out.\n`,
      });
      continue;
    }
    if (path === entry) continue; // the program's own text, possibly a selection
    if (before.get(path) !== text) io.emit({ type: 'file-written', path, content: text });
  }
  for (const path of before.keys()) {
    if (!now.has(path) && path !== entry) io.emit({ type: 'file-deleted', path });
  }
}

/** Runs one request in a Python that is set up; resolves with the exit status. */
export function runLoaded(loaded: Loaded, request: RunRequest, io: RuntimeIo): number {
  const before = writeProject(loaded.pyodide, request);
  const path = `${PROJECT_ROOT}/${request.entry}`;
  let stderr = '';
  const capture: RuntimeIo = {
    ...io,
    emit(event) {
      if (event.type === 'stderr') stderr += event.text;
      io.emit(event);
    },
  };
  loaded.setIo(capture);
  const announce = (module?: string) => io.emit({ type: 'importing', module: module ?? null });
  let code: number;
  let summary: RecordSummary | null = null;
  if (request.record) {
    const recorder = loaded.record(path, request.code, request.record);
    try {
      code = loaded.run(request.code, path, request.args, PROJECT_ROOT, announce, recorder);
    } finally {
      try {
        summary = JSON.parse(recorder.finish()) as RecordSummary;
      } finally {
        recorder.destroy();
      }
    }
  } else {
    code = loaded.run(request.code, path, request.args, PROJECT_ROOT, announce);
  }
  loaded.setIo(io);
  reportChanges(loaded, before, io, request.entry);
  if (code !== 0 && code !== INTERRUPTED) {
    const info = parsePythonTraceback(stderr, PROJECT_ROOT);
    const step = summary?.errorStep ?? -1;
    if (info)
      io.emit(step >= 0 ? { type: 'error', error: info, step } : { type: 'error', error: info });
  }
  if (summary) {
    io.emit({ type: 'trace-end', end: { recorded: summary.recorded, capped: summary.capped } });
  }
  return code;
}

/** Whether Pyodide still runs code: after a fatal error (its stack ran out) it runs none. */
function alive(loaded: Loaded): boolean {
  try {
    loaded.pyodide.runPython('None');
    return true;
  } catch {
    return false;
  }
}

/** What the Run tab says when Pyodide failed for good under a program. */
export function lostMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (/call stack|too much recursion/i.test(text)) {
    return (
      'RecursionError: the program recursed deeper than Python in the browser can go (its stack ' +
      'ran out), so Python stopped. It starts anew for the next run.'
    );
  }
  return `Python stopped working (${text}). It starts anew for the next run.`;
}

export const pythonRuntime: Runtime = {
  async run(request, io) {
    const loaded = await ensureLoaded(io);
    if (io.interrupt) new Uint8Array(io.interrupt)[0] = 0;
    loaded.setIo(io);
    io.emit({ type: 'started' });
    try {
      return runLoaded(loaded, request, io);
    } catch (error) {
      if (alive(loaded)) throw error;
      loading = null;
      throw new RuntimeLost(lostMessage(error));
    }
  },
};
