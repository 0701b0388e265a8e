/**
 * The run host: the page `run.html`, loaded by the app in an iframe sandboxed without
 * `allow-same-origin`. Its origin is opaque, so neither it nor the workers it starts can read
 * the app's storage or reach the app's window; user code runs only in those workers.
 *
 * A runtime worker is a classic worker made from a blob that imports the built worker script
 * (an opaque origin may not start a worker from a URL, and a module worker from a blob does not
 * load there). JavaScript, SQL and Lua get a fresh worker per run; Python's stays loaded between
 * runs (loading it takes seconds) until a run is stopped. Stop terminates the worker at once.
 */
import pyodidePackage from 'pyodide/package.json';
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import luaGlueUrl from 'wasmoon/dist/glue.wasm?url';
import jsWorkerUrl from './js.worker.ts?worker&url';
import pythonWorkerUrl from './python.worker.ts?worker&url';
import sqlWorkerUrl from './sql.worker.ts?worker&url';
import luaWorkerUrl from './lua.worker.ts?worker&url';
import nodeBufferUrl from './node/buffer-library.worker.ts?worker&url';
import nodeUtilUrl from './node/util-library.worker.ts?worker&url';
import type { RuntimeId } from '../core/run/types';
import { libraryAsset } from './node/names';
import {
  INPUT_CAPACITY,
  INPUT_EMPTY,
  INPUT_EOF,
  INPUT_HEADER_BYTES,
  INPUT_LINE,
  type HostCommand,
  type HostMessage,
  type WorkerCommand,
  type WorkerMessage,
} from './protocol';

const absolute = (url: string) => new URL(url, location.href).href;

const WORKER_SCRIPTS = new Map<RuntimeId, string>([
  ['javascript', jsWorkerUrl],
  ['python', pythonWorkerUrl],
  ['sql', sqlWorkerUrl],
  ['lua', luaWorkerUrl],
]);

const ASSETS: Record<string, string> = {
  'sql-wasm.wasm': absolute(sqlWasmUrl),
  'glue.wasm': absolute(luaGlueUrl),
  // npm's ports of Node's modules, loaded by the JavaScript worker when a program needs them.
  [libraryAsset('util')]: absolute(nodeUtilUrl),
  [libraryAsset('buffer')]: absolute(nodeBufferUrl),
  'pyodide/': absolute(`${import.meta.env.BASE_URL}assets/pyodide-${pyodidePackage.version}/`),
};

const isolated = globalThis.crossOriginIsolated === true;

interface Running {
  runId: string;
  runtime: RuntimeId;
  worker: Worker;
  input: SharedArrayBuffer | null;
  interrupt: SharedArrayBuffer | null;
  /** Stop was asked: nothing more the program says is passed on. */
  stopping: boolean;
}

/** How long an interrupted Python program gets to unwind before its worker is ended. */
const INTERRUPT_GRACE_MS = 300;

let port: MessagePort | null = null;
let current: Running | null = null;
/** Python's worker, kept loaded between runs. */
let python: Started | null = null;

interface Started {
  worker: Worker;
  input: SharedArrayBuffer | null;
  interrupt: SharedArrayBuffer | null;
}

const send = (message: HostMessage) => port?.postMessage(message);

function startWorker(runtime: RuntimeId): Started {
  const script = WORKER_SCRIPTS.get(runtime);
  if (!script) throw new Error(`No runtime for ${runtime}`);
  const loader = `importScripts(${JSON.stringify(absolute(script))});`;
  const blobUrl = URL.createObjectURL(new Blob([loader], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl, { name: `run-${runtime}` });
  URL.revokeObjectURL(blobUrl);
  const input = isolated ? new SharedArrayBuffer(INPUT_HEADER_BYTES + INPUT_CAPACITY) : null;
  const interrupt = isolated && runtime === 'python' ? new SharedArrayBuffer(1) : null;
  const init: WorkerCommand = { type: 'init', assets: ASSETS, input, interrupt };
  worker.postMessage(init);
  return { worker, input, interrupt };
}

/**
 * A fresh worker for each runtime that starts one per run, made ahead while nothing runs: its
 * script is loaded and parsed before Run is pressed, so a run costs only the program's own time.
 * It is made as a run ends, not as one starts, when making it would hold up the program's first
 * output (starting a worker holds this page up for a moment on a small machine).
 */
const spares = new Map<RuntimeId, Started>();

function prepareSpare(runtime: RuntimeId) {
  if (runtime === 'python' || spares.has(runtime)) return;
  setTimeout(() => {
    if (!spares.has(runtime) && current?.runtime !== runtime) {
      spares.set(runtime, startWorker(runtime));
    }
  }, 0);
}

function workerFor(runtime: RuntimeId) {
  if (runtime === 'python') {
    python ??= startWorker('python');
    return python;
  }
  const spare = spares.get(runtime);
  spares.delete(runtime);
  return spare ?? startWorker(runtime);
}

function end(runId: string, code: number | null) {
  if (current?.runId !== runId) return;
  const { runtime } = current;
  const unwound = current.stopping && code === null && current.runtime === 'python';
  if (current.runtime !== 'python' || (code === null && !unwound)) current.worker.terminate();
  if (current.runtime === 'python' && code === null && !unwound) python = null;
  current = null;
  send({ type: 'ended', runId, code });
  prepareSpare(runtime);
}

/**
 * Stop. A Python program is interrupted first (KeyboardInterrupt, and a wait for input is woken),
 * so Python stays loaded for the next run; if it has not unwound shortly after, or for any other
 * runtime, the worker is ended at once.
 */
function stop(runId: string) {
  const running = current;
  if (running?.runId !== runId) return;
  if (running.stopping) return;
  if (!running.interrupt || !running.input) {
    terminate(running);
    return;
  }
  running.stopping = true;
  Atomics.store(new Uint8Array(running.interrupt), 0, 2); // SIGINT
  write(running.input, null); // wakes input(); the interrupt check then raises
  setTimeout(() => {
    if (current === running) terminate(running);
  }, INTERRUPT_GRACE_MS);
}

function terminate(running: Running) {
  running.worker.terminate();
  if (running.runtime === 'python') python = null;
  current = null;
  send({ type: 'ended', runId: running.runId, code: null });
  prepareSpare(running.runtime);
}

function run(command: Extract<HostCommand, { type: 'run' }>) {
  const { request } = command;
  if (current) terminate(current);
  queue = [];
  const { worker, input, interrupt } = workerFor(request.runtime);
  if (input) new Int32Array(input, 0, 2).fill(0);
  current = {
    runId: request.runId,
    runtime: request.runtime,
    worker,
    input,
    interrupt,
    stopping: false,
  };
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (message.type === 'event') {
      if (message.runId === current?.runId && !current.stopping) send(message);
    } else if (current?.runId === message.runId && current.stopping) {
      end(message.runId, null); // interrupted and unwound: the worker stays loaded
    } else {
      end(message.runId, message.code);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const runId = request.runId;
    send({
      type: 'event',
      runId,
      event: { type: 'stderr', text: `The ${request.runtime} runtime failed: ${event.message}\n` },
    });
    end(runId, null);
  };
  worker.postMessage({ type: 'run', request } satisfies WorkerCommand);
}

/** Lines typed for the current run that the program has not taken yet. */
let queue: (string | null)[] = [];
let delivering = false;

/**
 * Hands typed lines (null: the end of input) to the program one at a time: each goes into the
 * shared buffer once the program has taken the one before (Atomics.waitAsync), so lines typed
 * ahead are read in order.
 */
async function pump(runId: string) {
  if (delivering) return;
  delivering = true;
  try {
    while (queue.length > 0 && current?.runId === runId && current.input) {
      const state = new Int32Array(current.input, 0, 2);
      const value = Atomics.load(state, 0);
      if (value === INPUT_EMPTY) {
        write(current.input, queue.shift() ?? null);
      } else {
        const wait = Atomics.waitAsync(state, 0, value);
        if (wait.async) await wait.value;
      }
    }
  } finally {
    delivering = false;
  }
}

function write(buffer: SharedArrayBuffer, line: string | null) {
  const state = new Int32Array(buffer, 0, 2);
  if (line === null) {
    Atomics.store(state, 0, INPUT_EOF);
  } else {
    const bytes = new TextEncoder().encode(line).slice(0, INPUT_CAPACITY);
    new Uint8Array(buffer, INPUT_HEADER_BYTES, bytes.length).set(bytes);
    Atomics.store(state, 1, bytes.length);
    Atomics.store(state, 0, INPUT_LINE);
  }
  Atomics.notify(state, 0);
}

function onCommand(command: HostCommand) {
  switch (command.type) {
    case 'run':
      run(command);
      break;
    case 'input':
      if (current?.runId !== command.runId || !current.input) break;
      queue.push(command.line);
      void pump(command.runId);
      break;
    case 'stop':
      stop(command.runId);
      break;
  }
}

// The app hands over a port in its first message; only the embedding page can send it.
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || port || !event.ports[0]) return;
  port = event.ports[0];
  port.onmessage = (message: MessageEvent<HostCommand>) => onCommand(message.data);
  send({ type: 'ready', isolated });
  // JavaScript is what most runs are: have its worker ready for the first one.
  prepareSpare('javascript');
});
