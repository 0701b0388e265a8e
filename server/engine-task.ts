/**
 * One AI request on a worker thread of the engine pool (server/engine-pool.ts): the CPU-bound
 * engine runs here, so the server's own thread keeps answering while it works.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { LocalProvider } from '../src/core/ai/local-provider';
import { nodeRuffWasm } from '../src/core/ai/node/ruff-wasm';
import { nodePyright } from '../src/core/ai/node/pyright-host';
import { nodeTypeLibs } from '../src/core/ai/node/type-libs';
import { type AiRequest, dispatch } from '../src/core/ai/protocol';

/**
 * Below the server's own thread: under load the request thread (health, light routes) runs
 * first. Linux names this thread in /proc/thread-self; elsewhere it keeps the normal priority.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // No per-thread priority on this system.
  }
}
lowerPriority();

const local = new LocalProvider({
  tools: { ruffWasm: nodeRuffWasm, typeLibs: nodeTypeLibs, pyright: nodePyright },
});

export default function run(request: AiRequest): Promise<unknown> {
  return dispatch(local, request);
}
