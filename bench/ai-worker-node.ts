/**
 * The AI worker for Node's worker_threads: the same handler module as the browser's
 * src/workers/ai.worker.ts, with Ruff's wasm read from node_modules instead of a Vite URL.
 * Used by bench/ai.bench.ts (loaded through tsx).
 */
import { parentPort } from 'node:worker_threads';
import { nodeRuffWasm } from '../src/core/ai/node/ruff-wasm.ts';
import { createAiWorkerHandler } from '../src/workers/ai-handler.ts';
import type { ToAiWorker } from '../src/workers/ai-protocol.ts';

const port = parentPort;
if (!port) throw new Error('ai-worker-node.ts runs as a worker thread');
const handler = createAiWorkerHandler((message) => port.postMessage(message), {
  ruffWasm: nodeRuffWasm,
});
port.on('message', (message: ToAiWorker) => void handler.handle(message));
