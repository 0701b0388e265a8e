/**
 * Running user code: what a run is given, what it reports back, and its limits. The same types
 * are spoken by the app (features/run), the sandboxed run host (src/run-host) and each runtime
 * worker in it. Everything here is structured-clone safe: it crosses two postMessage hops.
 */
import type { RecordLimits, TraceBatch, TraceEnd } from './trace-types';

/** The runtimes that really run in the browser. */
export type RuntimeId = 'javascript' | 'python' | 'sql' | 'lua';

/** A project file as a run sees it: a path from the project root, without a leading slash. */
export interface RunFile {
  path: string;
  content: string;
}

export interface RunRequest {
  runId: string;
  runtime: RuntimeId;
  /** The file the run starts from (project path), e.g. 'src/main.py'. */
  entry: string;
  /**
   * The code to run when it is not the entry file's saved text: the open buffer, or a selection
   * (then `entry` still names the file it came from, for markers and relative imports).
   */
  code: string;
  /** Every text file of the project, so imports and `open()` find them. */
  files: RunFile[];
  /** Command-line arguments (`python main.py a b`). */
  args: string[];
  /**
   * True when `code` is a selection rather than a whole file. The app pads a selection with
   * blank lines up to the line it starts on, so every runtime's line numbers are the file's.
   */
  selection: boolean;
  /**
   * Lines typed before the run, read first by `input()`. Where the page is not cross-origin
   * isolated they are the only input a program can get: it cannot wait for typing.
   */
  stdin: string[];
  /**
   * Record the run step by step (Python, JavaScript, TypeScript): the worker sends `trace`
   * batches as it goes and tags output with the step that printed it.
   */
  record?: RecordLimits;
}

/** Where an error points in the user's code (1-based). */
export interface RunLocation {
  path: string;
  line: number;
  column?: number;
}

export interface RunErrorInfo {
  /** 'TypeError', 'NameError', 'SyntaxError', 'lua', 'sqlite', … */
  name: string;
  message: string;
  /** The innermost frame in a project file, when there is one. */
  location?: RunLocation;
  /** The stack or traceback as the runtime prints it, trimmed of the runner's own frames. */
  trace: string;
}

/** A result set of one SQL statement. */
export interface ResultTable {
  columns: string[];
  /** Cells already printed as SQLite's shell would (`2.0` for REAL, `NULL`). */
  rows: string[][];
}

export type RunEvent =
  | { type: 'progress'; label: string; loaded: number; total: number }
  | { type: 'started' }
  /** The program began importing a standard module (`module`), or finished (null). */
  | { type: 'importing'; module: string | null }
  /** `step`: in a recorded run, the index of the step that printed it. */
  | { type: 'stdout'; text: string; step?: number }
  | { type: 'stderr'; text: string; step?: number }
  | { type: 'table'; table: ResultTable }
  /** The program waits for a line; `prompt` was already printed as stdout. */
  | { type: 'input-request' }
  | { type: 'file-written'; path: string; content: string }
  | { type: 'file-deleted'; path: string }
  /** `step`: in a recorded run, the index of the step the error was raised at. */
  | { type: 'error'; error: RunErrorInfo; step?: number }
  | { type: 'trace'; batch: TraceBatch }
  | { type: 'trace-end'; end: TraceEnd }
  | { type: 'exit'; code: number };

/** A run's end as the user reads it. */
export type RunEnd =
  | { kind: 'exited'; code: number; seconds: number }
  /** `waited`: past the cap that counts waits for input too (core/run/plan.ts). */
  | { kind: 'stopped'; reason: 'user' | 'silence' | 'total' | 'waited' | 'crash'; seconds: number };

export interface RunLimits {
  /** Stopped after this long without output (and not waiting for input). */
  silenceMs: number;
  /** Stopped after this long in all (time spent waiting for input not counted). */
  totalMs: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = { silenceMs: 10_000, totalMs: 60_000 };

/** Bounds a user can set each limit within. */
export const RUN_LIMIT_RANGE = { minMs: 1_000, maxMs: 600_000 } as const;

/** Characters of output kept per run; past it the rest is dropped with one notice. */
export const OUTPUT_LIMIT = 2_000_000;
