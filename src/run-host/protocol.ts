/**
 * Messages between the app, the run host (the sandboxed page `run.html`) and the runtime
 * workers the host starts. The app talks to the host over a MessagePort it hands over in its
 * first message; the host talks to each worker with postMessage.
 *
 * The host's page has an opaque origin, which the service worker never serves, so it loads no
 * file itself: the app fetches the runtimes' scripts and files for it (`file`, answered by
 * `file-head`, `file-chunk`s as they stream in, and `file-end`), which works offline too.
 */
import type { RunEvent, RunRequest } from '../core/run/types';

/** A file the app fetched, as it streams in, for the request with the same `id`. */
export type FileAnswer =
  /** `kept`: the offline copy had it, so nothing was downloaded. */
  | { type: 'file-head'; id: number; status: number; contentType: string; kept: boolean }
  | { type: 'file-chunk'; id: number; bytes: ArrayBuffer }
  /** Its last message; `error` says why it could not be read. */
  | { type: 'file-end'; id: number; error: string | null };

/** Asks for one of the build's runtime files by its absolute URL. */
export type FileRequest = { type: 'file'; id: number; url: string };

/** App → host. */
export type HostCommand =
  | FileAnswer
  | { type: 'run'; request: RunRequest }
  | { type: 'input'; runId: string; line: string | null }
  | { type: 'stop'; runId: string }
  /** Are you there? Answered with `alive` while a run goes on (the page's process may die). */
  | { type: 'ping' };

/** Host → app. */
export type HostMessage =
  | FileRequest
  | { type: 'ready'; isolated: boolean }
  | { type: 'alive' }
  /** Never an `input-request`: that is `waiting`, which the host says itself. */
  | { type: 'event'; runId: string; event: RunEvent }
  /**
   * The program waits for a typed line (true), or no longer does. Said only once the host has
   * found its worker blocked on the input buffer, whatever the worker claims.
   */
  | { type: 'waiting'; runId: string; waiting: boolean }
  /** The worker ended or was ended; `code` is null when it was terminated. */
  | { type: 'ended'; runId: string; code: number | null };

/** Host → worker. */
export type WorkerCommand =
  | {
      type: 'init';
      /** The runtime's files by name: their URLs (fetched through the host as `file`s). */
      assets: Record<string, string>;
      /** The files it must read synchronously, fetched before it starts. */
      preloaded: Record<string, ArrayBuffer>;
      input: SharedArrayBuffer | null;
      /** One byte; the host sets it to 2 (SIGINT) to interrupt a Python program. */
      interrupt: SharedArrayBuffer | null;
    }
  | { type: 'run'; request: RunRequest }
  /** Answered with `pong` once the worker is free: a worker still running code cannot. */
  | { type: 'ping' }
  | FileAnswer;

/** Worker → host. User code shares the worker, so any of these may be forged. */
export type WorkerMessage =
  | FileRequest
  | { type: 'event'; runId: string; event: RunEvent }
  /** `restart`: the runtime cannot run again (Pyodide failed for good); start a new worker. */
  | { type: 'done'; runId: string; code: number; restart?: boolean }
  | { type: 'pong' };

/**
 * The shared input buffer: Int32 [0] state (0 empty, 1 a line is there, 2 end of input),
 * Int32 [1] the line's length in bytes, then the UTF-8 bytes.
 */
export const INPUT_HEADER_BYTES = 8;
export const INPUT_CAPACITY = 64 * 1024;
export const INPUT_EMPTY = 0;
export const INPUT_LINE = 1;
export const INPUT_EOF = 2;
