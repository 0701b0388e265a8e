/**
 * Messages between the app, the run host (the sandboxed page `run.html`) and the runtime
 * workers the host starts. The app talks to the host over a MessagePort it hands over in its
 * first message; the host talks to each worker with postMessage.
 */
import type { RunEvent, RunRequest } from '../core/run/types';

/** App → host. */
export type HostCommand =
  | { type: 'run'; request: RunRequest }
  | { type: 'input'; runId: string; line: string | null }
  | { type: 'stop'; runId: string };

/** Host → app. */
export type HostMessage =
  | { type: 'ready'; isolated: boolean }
  | { type: 'event'; runId: string; event: RunEvent }
  /** The worker ended or was ended; `code` is null when it was terminated. */
  | { type: 'ended'; runId: string; code: number | null };

/** Host → worker. */
export type WorkerCommand =
  | {
      type: 'init';
      assets: Record<string, string>;
      input: SharedArrayBuffer | null;
      /** One byte; the host sets it to 2 (SIGINT) to interrupt a Python program. */
      interrupt: SharedArrayBuffer | null;
    }
  | { type: 'run'; request: RunRequest };

/** Worker → host. */
export type WorkerMessage =
  { type: 'event'; runId: string; event: RunEvent } | { type: 'done'; runId: string; code: number };

/**
 * The shared input buffer: Int32 [0] state (0 empty, 1 a line is there, 2 end of input),
 * Int32 [1] the line's length in bytes, then the UTF-8 bytes.
 */
export const INPUT_HEADER_BYTES = 8;
export const INPUT_CAPACITY = 64 * 1024;
export const INPUT_EMPTY = 0;
export const INPUT_LINE = 1;
export const INPUT_EOF = 2;
