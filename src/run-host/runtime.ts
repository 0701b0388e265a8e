import type { RunEvent, RunRequest } from '../core/run/types';
export interface RuntimeIo {
  emit(event: RunEvent): void;
  /** Blocks until the user types a line; null at end of input (no line can come). */
  readLine(): string | null;
  /** Absolute URL of a bundled runtime file, by name ('sql-wasm.wasm', 'glue.wasm'). */
  assetUrl(name: string): string;
  /** Where the host signals Stop without ending the worker (Python only), if it can. */
  interrupt?: SharedArrayBuffer | null;
}
export interface Runtime {
  /** Runs one request; resolves with the exit code (0 ok, 1 uncaught error). */
  run(request: RunRequest, io: RuntimeIo): Promise<number>;
}
