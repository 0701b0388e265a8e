import type { RunEvent, RunRequest } from '../core/run/types';
export interface RuntimeIo {
  emit(event: RunEvent): void;
  /** Blocks until the user types a line; null at end of input (no line can come). */
  readLine(): string | null;
  /**
   * Where to load a bundled runtime file from, by name ('sql-wasm.wasm', 'glue.wasm'): a blob
   * URL of the bytes the host handed over, or for a folder ('pyodide/') its URL in the build,
   * whose files `fetchFile` gets.
   */
  assetUrl(name: string): string;
  /**
   * A file of the build, fetched by the app (the sandbox cannot load it itself offline); absent
   * where a runtime runs without the run host (in Node).
   */
  fetchFile?(url: string): Promise<Response>;
  /** Where the host signals Stop without ending the worker (Python only), if it can. */
  interrupt?: SharedArrayBuffer | null;
}
export interface Runtime {
  /** Runs one request; resolves with the exit code (0 ok, 1 uncaught error). */
  run(request: RunRequest, io: RuntimeIo): Promise<number>;
}

/**
 * Thrown by a runtime that can run nothing more in its worker (Pyodide after a fatal error): the
 * message is shown, and the host starts a new worker for the next run.
 */
export class RuntimeLost extends Error {
  override name = 'RuntimeLost';
}
