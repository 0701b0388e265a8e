/**
 * The run host: the page `run.html`, framed by the app, sandboxed by its own policy
 * (server/host-policies.ts). Its origin is opaque, so neither it nor the workers it starts can
 * read the app's storage or reach the app's window; user code runs only in those workers.
 *
 * It loads nothing itself (an opaque origin is never served by the app's service worker, so it
 * could not offline): the app fetches each worker's script and the runtimes' files for it
 * (./file-stream.ts). A runtime worker is a classic worker made from a blob of its script. The
 * files a runtime reads synchronously are fetched before its worker starts; Python's stream in
 * as Pyodide asks for them. JavaScript, SQL and Lua get a fresh worker per run; Python's stays
 * loaded between runs (loading it takes seconds) until a run is stopped. Stop terminates the
 * worker at once.
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
import type { RunEvent, RuntimeId } from '../core/run/types';
import { fileClient, type FileClient } from './file-stream';
import { libraryAsset } from './node/names';
import {
  INPUT_CAPACITY,
  INPUT_EMPTY,
  INPUT_EOF,
  INPUT_HEADER_BYTES,
  INPUT_LINE,
  type HostCommand,
  type FileAnswer,
  type FileRequest,
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

/** The files each runtime reads synchronously, handed to its worker as it starts. */
const PRELOADED = new Map<RuntimeId, string[]>([
  ['javascript', [libraryAsset('util'), libraryAsset('buffer')]],
  ['sql', ['sql-wasm.wasm']],
  ['lua', ['glue.wasm']],
  ['python', []],
]);

const isolated = globalThis.crossOriginIsolated === true;

interface Started {
  worker: Worker;
  input: SharedArrayBuffer | null;
  interrupt: SharedArrayBuffer | null;
}

interface Running {
  runId: string;
  runtime: RuntimeId;
  /** Null while its worker is being made. */
  started: Started | null;
  /** Stop was asked: nothing more the program says is passed on. */
  stopping: boolean;
  /** The worker said it waits for a line; not believed until its wait is found (`probe`). */
  asked: boolean;
  /** The app was told the program waits for a line. */
  waiting: boolean;
  probe: ReturnType<typeof setTimeout> | null;
}

/** How long an interrupted Python program gets to unwind before its worker is ended. */
const INTERRUPT_GRACE_MS = 300;
/** How soon after a worker asks for a line, and then how often, its wait is checked. */
const FIRST_PROBE_MS = 20;
const PROBE_EVERY_MS = 500;
/** How long Python's worker has to answer once its run has ended, or it is taken for busy. */
const IDLE_ANSWER_MS = 1000;

let port: MessagePort | null = null;
let files: FileClient | null = null;
let current: Running | null = null;
/** Python's worker, kept loaded between runs. */
let python: Promise<Started> | null = null;

const send = (message: HostMessage) => port?.postMessage(message);

/** Only the runtimes' own files are fetched for a worker: a listed file, or one in a folder. */
function isRuntimeFile(url: string): boolean {
  let normal: string;
  try {
    normal = new URL(url).href;
  } catch {
    return false;
  }
  if (normal !== url) return false;
  return Object.entries(ASSETS).some(([name, target]) =>
    name.endsWith('/') ? url.startsWith(target) : url === target,
  );
}

function fetchFile(url: string): Promise<Response> {
  if (!files) return Promise.reject(new Error('The run host is not connected'));
  return files.fetch(url);
}

const bytesCache = new Map<string, Promise<ArrayBuffer>>();

/** A file's bytes, fetched once for the host's life; a failed fetch is tried again next time. */
function bytesOf(url: string): Promise<ArrayBuffer> {
  let bytes = bytesCache.get(url);
  if (!bytes) {
    bytes = fetchFile(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${url}`);
      return response.arrayBuffer();
    });
    bytes.catch(() => bytesCache.delete(url));
    bytesCache.set(url, bytes);
  }
  return bytes;
}

const scriptUrls = new Map<RuntimeId, Promise<string>>();

/** A blob URL of the runtime's worker script, kept for the host's life. */
function scriptUrl(runtime: RuntimeId): Promise<string> {
  let url = scriptUrls.get(runtime);
  if (!url) {
    const script = WORKER_SCRIPTS.get(runtime);
    if (!script) return Promise.reject(new Error(`No runtime for ${runtime}`));
    url = bytesOf(absolute(script)).then((bytes) =>
      URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' })),
    );
    url.catch(() => scriptUrls.delete(runtime));
    scriptUrls.set(runtime, url);
  }
  return url;
}

/** A worker's `done`, as the host takes it (user code may post one): a whole exit code. */
function checkWorkerDone(data: unknown): { runId: string; code: number; restart: boolean } | null {
  const done = data as { type?: unknown; runId?: unknown; code?: unknown; restart?: unknown };
  if (typeof done !== 'object' || done === null || done.type !== 'done') return null;
  if (typeof done.runId !== 'string' || !Number.isSafeInteger(done.code)) return null;
  return { runId: done.runId, code: done.code as number, restart: done.restart === true };
}

/** Workers' requests for files, passed on to the app under an id of the host's own. */
const relayed = new Map<number, { worker: Worker; id: number }>();
let nextRelayId = 1;

/** Passes a worker's request for a runtime file on to the app; the answers go back as they come. */
function relay(worker: Worker, request: FileRequest) {
  if (!isRuntimeFile(request.url) || !port) {
    const error = `${request.url} is not one of the runtimes' files`;
    worker.postMessage({ type: 'file-end', id: request.id, error } satisfies WorkerCommand);
    return;
  }
  // Negative: apart from the ids of the host's own requests.
  const id = -nextRelayId++;
  relayed.set(id, { worker, id: request.id });
  send({ type: 'file', id, url: request.url });
}

function answerRelayed(answer: FileAnswer): boolean {
  const to = relayed.get(answer.id);
  if (!to) return false;
  if (answer.type === 'file-end') relayed.delete(answer.id);
  const forwarded = { ...answer, id: to.id };
  to.worker.postMessage(forwarded, answer.type === 'file-chunk' ? [answer.bytes] : []);
  return true;
}

async function startWorker(runtime: RuntimeId): Promise<Started> {
  const names = PRELOADED.get(runtime) ?? [];
  const [url, bytes] = await Promise.all([
    scriptUrl(runtime),
    Promise.all(names.map((name) => bytesOf(ASSETS[name] ?? name))),
  ]);
  const worker = new Worker(url, { name: `run-${runtime}` });
  worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (event.data.type === 'file') relay(worker, event.data);
  });
  const input = isolated ? new SharedArrayBuffer(INPUT_HEADER_BYTES + INPUT_CAPACITY) : null;
  const interrupt = isolated && runtime === 'python' ? new SharedArrayBuffer(1) : null;
  const preloaded = Object.fromEntries(names.map((name, i) => [name, bytes[i] as ArrayBuffer]));
  const init: WorkerCommand = { type: 'init', assets: ASSETS, preloaded, input, interrupt };
  worker.postMessage(init);
  return { worker, input, interrupt };
}

/**
 * A fresh worker for each runtime that starts one per run, made ahead while nothing runs: its
 * script is loaded and parsed before Run is pressed, so a run costs only the program's own time.
 * It is made as a run ends, not as one starts, when making it would hold up the program's first
 * output (starting a worker holds this page up for a moment on a small machine).
 */
const spares = new Map<RuntimeId, Promise<Started>>();

function prepareSpare(runtime: RuntimeId) {
  if (runtime === 'python' || spares.has(runtime)) return;
  setTimeout(() => {
    if (spares.has(runtime) || current?.runtime === runtime) return;
    const spare = startWorker(runtime);
    // A spare that could not be made is not kept: the run that wants it tries again and says why.
    spare.catch(() => {
      if (spares.get(runtime) === spare) spares.delete(runtime);
    });
    spares.set(runtime, spare);
  }, 0);
}

function workerFor(runtime: RuntimeId): Promise<Started> {
  if (runtime === 'python') {
    const loading = (python ??= startWorker('python'));
    loading.catch(() => {
      if (python === loading) python = null;
    });
    return loading;
  }
  const spare = spares.get(runtime);
  spares.delete(runtime);
  return spare ?? startWorker(runtime);
}

function end(runId: string, code: number | null, restart = false) {
  const running = current;
  if (running?.runId !== runId || !running.started) return;
  const { runtime, started } = running;
  const unwound = running.stopping && code === null && runtime === 'python';
  const keep = runtime === 'python' && !restart && (code !== null || unwound);
  if (!keep) started.worker.terminate();
  if (runtime === 'python') python = keep ? stillFree(started) : null;
  settleWait(running);
  current = null;
  send({ type: 'ended', runId, code });
  prepareSpare(runtime);
}

/**
 * Python's worker, kept for the next run once it answers a ping: a program can post a `done`
 * of its own and run on, and a worker still running code answers nothing. One that does not
 * answer soon is ended, and the next run gets a new one.
 */
function stillFree(started: Started): Promise<Started> {
  return new Promise<Started>((resolve) => {
    const { worker } = started;
    const timer = setTimeout(() => {
      worker.removeEventListener('message', onMessage);
      worker.terminate();
      resolve(startWorker('python'));
    }, IDLE_ANSWER_MS);
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== 'pong') return;
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      resolve(started);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'ping' } satisfies WorkerCommand);
  });
}

/**
 * A worker that asked for a line is checked, now and then, to be blocked on the input buffer:
 * waking a waiter (Atomics.notify) tells it is there, and the worker's wait loop waits again.
 * Only then is the app told that the program waits, so a program that claims to wait while it
 * runs on keeps its time limits.
 */
function probeWait(running: Running, ms: number) {
  if (running.probe !== null) clearTimeout(running.probe);
  running.probe = setTimeout(() => {
    running.probe = null;
    const input = running.started?.input;
    if (current !== running || !running.asked || !input) return;
    // While a typed line is being handed over the host waits on the buffer itself.
    if (!delivering) {
      const state = new Int32Array(input, 0, 2);
      const blocked = Atomics.load(state, 0) === INPUT_EMPTY && Atomics.notify(state, 0, 1) > 0;
      if (blocked !== running.waiting) {
        running.waiting = blocked;
        send({ type: 'waiting', runId: running.runId, waiting: blocked });
      }
    }
    probeWait(running, PROBE_EVERY_MS);
  }, ms);
}

/** The program no longer waits for a line (it got one, said something, or ended). */
function settleWait(running: Running) {
  running.asked = false;
  if (running.probe !== null) clearTimeout(running.probe);
  running.probe = null;
  if (running.waiting && current === running) {
    send({ type: 'waiting', runId: running.runId, waiting: false });
  }
  running.waiting = false;
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
  const started = running.started;
  if (!started?.interrupt || !started.input) {
    terminate(running);
    return;
  }
  running.stopping = true;
  Atomics.store(new Uint8Array(started.interrupt), 0, 2); // SIGINT
  write(started.input, null); // wakes input(); the interrupt check then raises
  setTimeout(() => {
    if (current === running) terminate(running);
  }, INTERRUPT_GRACE_MS);
}

/** Ends `running` now. One whose worker is still being made leaves that worker unharmed. */
function terminate(running: Running) {
  settleWait(running);
  if (running.started) {
    running.started.worker.terminate();
    if (running.runtime === 'python') python = null;
  }
  current = null;
  send({ type: 'ended', runId: running.runId, code: null });
  prepareSpare(running.runtime);
}

async function run(command: Extract<HostCommand, { type: 'run' }>) {
  const { request } = command;
  const { runId, runtime } = request;
  if (current) terminate(current);
  queue = [];
  const running: Running = {
    runId,
    runtime,
    started: null,
    stopping: false,
    asked: false,
    waiting: false,
    probe: null,
  };
  current = running;
  let started: Started;
  try {
    started = await workerFor(runtime);
  } catch (error) {
    if (current !== running) return;
    const reason = error instanceof Error ? error.message : String(error);
    send({
      type: 'event',
      runId,
      event: { type: 'stderr', text: `The ${runtime} runtime could not be loaded: ${reason}\n` },
    });
    current = null;
    send({ type: 'ended', runId, code: null });
    return;
  }
  if (current !== running) {
    // Stopped, or another run came, while the worker was made: Python's stays for the next run.
    if (runtime !== 'python') started.worker.terminate();
    return;
  }
  running.started = started;
  const { worker, input } = started;
  if (input) new Int32Array(input, 0, 2).fill(0);
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message: unknown = event.data;
    const type = (message as { type?: unknown } | null)?.type;
    if (type === 'event') {
      const { runId: of, event: said } = message as { runId?: unknown; event?: unknown };
      if (current !== running || of !== runId || running.stopping) return;
      if ((said as { type?: unknown } | null)?.type === 'input-request') {
        running.asked = true;
        probeWait(running, FIRST_PROBE_MS);
        return;
      }
      if (running.asked) settleWait(running);
      // Passed on as it came: the app checks every event's shape and says what it drops.
      send({ type: 'event', runId, event: said as RunEvent });
      return;
    }
    if (type !== 'done') return;
    const done = checkWorkerDone(message);
    if (!done || done.runId !== runId) return;
    if (current === running && running.stopping) {
      end(runId, null, done.restart); // interrupted and unwound: the worker stays loaded
    } else {
      end(runId, done.code, done.restart);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    send({
      type: 'event',
      runId,
      event: { type: 'stderr', text: `The ${runtime} runtime failed: ${event.message}\n` },
    });
    end(runId, null);
  };
  worker.postMessage({ type: 'run', request } satisfies WorkerCommand);
  // Lines typed while the worker was being made.
  void pump(runId);
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
    for (;;) {
      const input = current?.runId === runId ? current.started?.input : null;
      if (queue.length === 0 || !input) break;
      const state = new Int32Array(input, 0, 2);
      const value = Atomics.load(state, 0);
      if (value === INPUT_EMPTY) {
        write(input, queue.shift() ?? null);
        if (current?.runId === runId) settleWait(current);
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
      void run(command);
      break;
    case 'input':
      if (current?.runId !== command.runId || !isolated) break;
      queue.push(command.line);
      void pump(command.runId);
      break;
    case 'stop':
      stop(command.runId);
      break;
    case 'ping':
      send({ type: 'alive' });
      break;
    default:
      if (!answerRelayed(command)) files?.receive(command);
  }
}

// The app hands over a port in its first message; only the embedding page can send it.
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || port || !event.ports[0]) return;
  const connected = event.ports[0];
  port = connected;
  files = fileClient((request) => connected.postMessage(request satisfies HostMessage));
  port.onmessage = (message: MessageEvent<HostCommand>) => onCommand(message.data);
  send({ type: 'ready', isolated });
  // JavaScript is what most runs are: have its worker ready for the first one.
  prepareSpare('javascript');
});
