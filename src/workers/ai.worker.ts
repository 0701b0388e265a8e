/**
 * The AI Web Worker: auto-fix (ESLint, Ruff, Prettier), analysis and the inference calls run
 * here, off the main thread. Ruff's wasm, TypeScript's library declarations, Pyright and
 * typeshed's stubs are bundled by Vite and never downloaded from anywhere else. Start it with `new Worker(new URL('./ai.worker.ts', import.meta.url),
 * { type: 'module' })` and talk to it with `createAiWorkerProvider` (ai-client.ts).
 */
import ruffWasmUrl from '@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm?url';
import pyrightUrl from '@typefox/pyright-browser/dist/pyright.worker.js?url';
import type { PyrightSource } from '../core/ai/local/typecheck/py-check';
import { createAiWorkerHandler } from './ai-handler';
import type { FromAiWorker, ToAiWorker } from './ai-protocol';

const scope = self as unknown as {
  postMessage(message: FromAiWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToAiWorker>) => void): void;
};

/** TypeScript's library declarations, each its own chunk, read when the checker first starts. */
const typeLibFiles = import.meta.glob<string>('/node_modules/typescript/lib/lib.*.d.ts', {
  query: '?raw',
  import: 'default',
});

/** Pyright in a worker of its own (it starts one more for its analysis), fed the stubs. */
const pyright: PyrightSource = async () => {
  const { PYTHON_STUBS } = await import('./python-stubs');
  const worker = new Worker(new URL(pyrightUrl, self.location.href), { name: 'pyright' });
  worker.postMessage({ type: 'browser/boot', mode: 'foreground' });
  return {
    port: {
      post: (message) => worker.postMessage(message),
      listen: (listener) => worker.addEventListener('message', (event) => listener(event.data)),
    },
    stubs: PYTHON_STUBS,
  };
};

const handler = createAiWorkerHandler((message) => scope.postMessage(message), {
  ruffWasm: async () => new URL(ruffWasmUrl, self.location.href),
  typeLibs: async (name) => typeLibFiles[`/node_modules/typescript/lib/${name}`]?.(),
  pyright,
});

scope.addEventListener('message', (event) => {
  void handler.handle(event.data);
});
