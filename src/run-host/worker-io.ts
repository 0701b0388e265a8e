/**
 * The worker side of a runtime: takes `init` and `run` from the host, gives the runtime its
 * input/output and the build's files (fetched by the app, see ./file-stream.ts), and reports
 * `done`. A line of input is read by blocking on the shared buffer
 * the host fills (Atomics.wait), which only works where the host is cross-origin isolated;
 * otherwise only the lines typed before the run can be read.
 */
import type { RunEvent, RunRequest } from '../core/run/types';
import { fileClient } from './file-stream';
import {
  INPUT_CAPACITY,
  INPUT_EMPTY,
  INPUT_EOF,
  INPUT_HEADER_BYTES,
  type WorkerCommand,
  type WorkerMessage,
} from './protocol';
import { RuntimeLost, type Runtime, type RuntimeIo } from './runtime';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: WorkerMessage) => self.postMessage(message);

const files = fileClient((request) => post(request));

export function createIo(
  request: RunRequest,
  assets: ReadonlyMap<string, string>,
  input: SharedArrayBuffer | null,
  interrupt: SharedArrayBuffer | null = null,
): RuntimeIo {
  const typedAhead = [...request.stdin];
  const emit = (event: RunEvent) => post({ type: 'event', runId: request.runId, event });
  return {
    emit,
    interrupt,
    assetUrl(name) {
      const url = assets.get(name);
      if (!url) throw new Error(`No bundled runtime file named ${name}`);
      return url;
    },
    fetchFile: (url) => files.fetch(url),
    readLine() {
      const ahead = typedAhead.shift();
      if (ahead !== undefined) return ahead;
      if (!input) return null;
      const state = new Int32Array(input, 0, 2);
      emit({ type: 'input-request' });
      // The host wakes a waiting worker to check that it waits: wait again until a line is there.
      while (Atomics.load(state, 0) === INPUT_EMPTY) Atomics.wait(state, 0, INPUT_EMPTY);
      const taken = () => {
        Atomics.store(state, 0, INPUT_EMPTY);
        Atomics.notify(state, 0); // the host hands over the next typed line once this one is taken
      };
      if (Atomics.load(state, 0) === INPUT_EOF) {
        taken();
        return null;
      }
      const length = Math.min(Math.max(0, Atomics.load(state, 1)), INPUT_CAPACITY);
      const bytes = new Uint8Array(input, INPUT_HEADER_BYTES, length).slice();
      taken();
      return new TextDecoder().decode(bytes);
    },
  };
}

/** Wires this worker to `runtime`. */
export function serveRuntime(runtime: Runtime) {
  let assets = new Map<string, string>();
  let input: SharedArrayBuffer | null = null;
  let interrupt: SharedArrayBuffer | null = null;
  self.onmessage = (event: MessageEvent<WorkerCommand>) => {
    const command = event.data;
    if (files.receive(command)) return;
    if (command.type === 'init') {
      assets = new Map(Object.entries(command.assets));
      // What the runtime reads synchronously is here already: it is loaded from blob URLs.
      for (const [name, bytes] of Object.entries(command.preloaded)) {
        const type = name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
        assets.set(name, URL.createObjectURL(new Blob([bytes], { type })));
      }
      input = command.input;
      interrupt = command.interrupt;
      return;
    }
    if (command.type === 'ping') {
      post({ type: 'pong' });
      return;
    }
    if (command.type !== 'run') return;
    const { request } = command;
    const io = createIo(request, assets, input, interrupt);
    runtime.run(request, io).then(
      (code) => post({ type: 'done', runId: request.runId, code }),
      (error: unknown) => {
        if (error instanceof RuntimeLost) {
          io.emit({ type: 'stderr', text: `${error.message}\n` });
          post({ type: 'done', runId: request.runId, code: 1, restart: true });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        io.emit({ type: 'stderr', text: `The runtime failed: ${message}\n` });
        post({ type: 'done', runId: request.runId, code: 1 });
      },
    );
  };
}
