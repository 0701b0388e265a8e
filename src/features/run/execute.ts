/**
 * One run, wherever its output goes (the Run tab or a terminal): sends the request to a
 * sandbox, passes output and input waits to a sink, writes files the program made back into the
 * project, marks an uncaught error's line and explains it, and stops the run when it passes the
 * user's limits. Resolves with how the run ended.
 */
import { explainError } from '../../core/run/explain';
import { passedLimit, type WatchState } from '../../core/run/plan';
import { programWrites, type ProgramWrites } from '../../core/run/program-writes';
import { renderTable } from '../../core/run/sql-format';
import { safeTerminalText, TerminalTextFilter } from '../../core/terminal/output-filter';
import type {
  RunEnd,
  RunErrorInfo,
  RunEvent,
  RunFile,
  RunRequest,
  RuntimeId,
} from '../../core/run/types';
import type { TraceBatch, TraceEnd } from '../../core/run/trace-types';
import type { FileEntry } from '../../core/files/file-entry';
import { filesStore, removeForUndo, restoreRemoved } from '../../state/files-store';
import { toast } from '../../state/toasts-store';
import { runStore, type OutputKind, type RunProgress } from '../../state/run-store';
import { batchProjectWrites, projectTextFiles, writeProjectFile } from '../../state/project-files';
import type { RunSandbox, RunHandle } from '../../workers/run-sandbox';

/** Said once a run when a message from it was not one the Run tab takes. */
export const IGNORED_MESSAGE =
  'A message from the program that is not one the runner sends was ignored (a program cannot post run events of its own).';

/** Why a run was stopped by the app. */
export type StopReason = 'user' | 'silence' | 'total' | 'waited';

const WATCH_INTERVAL_MS = 200;
/**
 * Files a program writes are put into the project together, this long after the first of them:
 * thousands of files change the store and the explorer a few times, not once each.
 */
const WRITE_BATCH_MS = 100;

export interface RunSink {
  /** `step`: in a recorded run, the step that printed it. */
  output(kind: OutputKind, text: string, step?: number): void;
  /** The program waits for a typed line (true), or took it (false). */
  waiting(waiting: boolean): void;
  progress(progress: RunProgress | null): void;
  /** The runtime has loaded and the program starts. */
  started(): void;
  /** A recorded run's steps as they arrive, and the end of its recording. */
  trace?(batch: TraceBatch): void;
  traceEnd?(end: TraceEnd): void;
  /** A recorded run's uncaught error, at the step it was raised. */
  errorAt?(error: RunErrorInfo, step: number | undefined): void;
}

export interface Execution {
  handle: RunHandle;
  stop(reason?: StopReason): void;
  finished: Promise<RunEnd>;
}

/** The project's text files as a run sees them (paths without the leading slash). */
export const projectFiles = (): RunFile[] => projectTextFiles();

export function newRunId(): string {
  return `run-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Writes a file the program made into the project, making its folders as needed, unless it
 * passes the run's limits (core/run/program-writes.ts).
 */
function writeBack(path: string, content: string, sink: RunSink, writes: ProgramWrites): void {
  const refused = writes.check(path, content.length);
  if (refused !== null) {
    if (refused) sink.output('warning', `${refused}\n`);
    return;
  }
  const error = writeProjectFile(path, content);
  if (error) sink.output('warning', `${path} could not be saved in the project: ${error}\n`);
}

/**
 * Deletes what the program deleted. A file with changes the user has not saved stays, with a
 * line saying so; one the run did not make itself can be brought back from the toast's Undo.
 */
function removeFile(
  path: string,
  sink: RunSink,
  writes: ProgramWrites,
  deleted: { runId: string; entries: FileEntry[] },
): void {
  const entry = filesStore.getState().entries.find((e) => e.path === `/${path}`);
  if (!entry) return;
  const own = writes.wrote(path);
  if (entry.type === 'file' && entry.modified && !own) {
    sink.output(
      'warning',
      `${path} has changes you have not saved, so the program's delete left it in place.\n`,
    );
    return;
  }
  const result = removeForUndo(entry.id);
  if (!result.ok || own) return;
  const { removed } = result;
  deleted.entries.push(...removed);
  const files = deleted.entries.filter((e) => e.type === 'file').length;
  toast({
    id: `run-deleted-${deleted.runId}`,
    type: 'info',
    title: 'Deleted by your program',
    message:
      files === 1 && removed.length === 1
        ? `"${entry.name}" was deleted by the program.`
        : `${files} files were deleted by the program.`,
    duration: 10_000,
    undo: {
      label: 'Undo',
      handler: () => restoreRemoved(deleted.entries),
    },
  });
}

/** Marks the error's line, explains it in the sink, and keeps it for 'Explain This Error'. */
function reportError(request: RunRequest, error: RunErrorInfo, sink: RunSink): void {
  const explanation = explainError(request.runtime, error, request.code);
  const entries = filesStore.getState().entries;
  const located = error.location
    ? entries.find((e) => e.path === `/${error.location?.path}`)
    : undefined;
  const entry = entries.find((e) => e.path === `/${request.entry}`);
  if (located && error.location) {
    runStore.setState({
      marker: {
        fileId: located.id,
        line: error.location.line,
        column: error.location.column ?? 1,
        message: `${error.name}: ${error.message}`,
      },
    });
  }
  if (explanation) {
    sink.output('info', `\nWhat happened: ${explanation.summary}\nTry this: ${explanation.fix}\n`);
  }
  const source =
    located && located !== entry
      ? (request.files.find((f) => f.path === error.location?.path)?.content ?? request.code)
      : request.code;
  runStore.setState({
    lastError: {
      fileId: located?.id ?? entry?.id ?? null,
      fileName: (located ?? entry)?.name ?? request.entry,
      runtime: request.runtime as RuntimeId,
      error,
      explanation,
      source,
    },
  });
}

/** How long an import takes before the Run tab says what is being imported. */
const IMPORT_NOTICE_MS = 400;

/**
 * `sink` with every text made safe for a terminal (core/terminal/output-filter.ts): the
 * program's streams each through a filter of its own, which keeps a sequence cut between
 * pieces; the app's own lines, which may quote the program, whole.
 */
function filtered(sink: RunSink): RunSink {
  const streams = new Map([
    ['stdout', new TerminalTextFilter()],
    ['stderr', new TerminalTextFilter()],
  ]);
  return {
    ...sink,
    output(kind, text, step) {
      const stream = streams.get(kind);
      const safe = stream ? stream.push(text) : safeTerminalText(text);
      if (safe !== '') sink.output(kind, safe, step);
    },
  };
}

export function execute(sandbox: RunSandbox, request: RunRequest, given: RunSink): Execution {
  const sink = filtered(given);
  runStore.setState({ marker: null, lastError: null });
  const watch: WatchState = {
    startedAt: performance.now(),
    lastOutputAt: performance.now(),
    waitingSince: null,
    waitedMs: 0,
  };
  let started = false;
  let stopReason: StopReason | null = null;
  const writes = programWrites();
  const deleted = { runId: request.runId, entries: [] as FileEntry[] };
  const pendingWrites = new Map<string, string>();
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  const flushWrites = () => {
    if (writeTimer !== null) clearTimeout(writeTimer);
    writeTimer = null;
    if (pendingWrites.size === 0) return;
    const batch = [...pendingWrites];
    pendingWrites.clear();
    batchProjectWrites(() => {
      for (const [path, content] of batch) writeBack(path, content, sink, writes);
    });
  };
  const queueWrite = (path: string, content: string) => {
    // A file written again before the batch goes in keeps only its last text.
    pendingWrites.delete(path);
    pendingWrites.set(path, content);
    writeTimer ??= setTimeout(flushWrites, WRITE_BATCH_MS);
  };
  /** An import that takes a while is said in the Run tab, a quick one not at all. */
  let importNotice: ReturnType<typeof setTimeout> | null = null;
  let importShown = false;
  const importing = (module: string | null, now: number) => {
    watch.importing = module !== null;
    if (module === null) watch.lastOutputAt = now;
    if (importNotice) clearTimeout(importNotice);
    importNotice = null;
    if (importShown) sink.progress(null);
    importShown = false;
    if (module === null) return;
    importNotice = setTimeout(() => {
      importShown = true;
      sink.progress({ label: `Importing ${module}`, loaded: 0, total: 0 });
    }, IMPORT_NOTICE_MS);
  };

  const waitEnded = (now: number) => {
    if (watch.waitingSince === null) return;
    watch.waitedMs += now - watch.waitingSince;
    watch.waitingSince = null;
    // Time since the line came is the program's own, not the wait's.
    watch.lastOutputAt = now;
    sink.waiting(false);
  };

  const onEvent = (event: RunEvent) => {
    const now = performance.now();
    if (event.type === 'progress') {
      sink.progress({ label: event.label, loaded: event.loaded, total: event.total });
      return;
    }
    if (!started) {
      started = true;
      watch.startedAt = now;
      sink.progress(null);
      sink.started();
    }
    if (event.type === 'importing') {
      importing(event.module, now);
      return;
    }
    if (event.type === 'input-request') {
      watch.waitingSince = now;
      sink.waiting(true);
      return;
    }
    waitEnded(now);
    watch.lastOutputAt = now;
    switch (event.type) {
      case 'stdout':
        sink.output('stdout', event.text, event.step);
        break;
      case 'stderr':
        sink.output('stderr', event.text, event.step);
        break;
      case 'table':
        // Whole, so a cell's cut sequence is not carried into the next output.
        sink.output('stdout', safeTerminalText(`${renderTable(event.table)}\n`));
        break;
      case 'file-written':
        queueWrite(event.path, event.content);
        break;
      case 'file-deleted':
        flushWrites();
        removeFile(event.path, sink, writes, deleted);
        break;
      case 'error':
        reportError(request, event.error, sink);
        sink.errorAt?.(event.error, event.step);
        break;
      case 'trace':
        sink.trace?.(event.batch);
        break;
      case 'trace-end':
        sink.traceEnd?.(event.end);
        break;
      case 'started':
      case 'exit':
        break;
    }
  };

  let toldIgnored = false;
  const handle = sandbox.run(request, onEvent, {
    waitEnded: () => waitEnded(performance.now()),
    ignored: () => {
      if (toldIgnored) return;
      toldIgnored = true;
      sink.output('warning', `${IGNORED_MESSAGE}\n`);
    },
  });
  const stop = (reason: StopReason = 'user') => {
    stopReason ??= reason;
    handle.stop();
  };
  const timer = setInterval(() => {
    if (!started) return;
    const limit = passedLimit(watch, runStore.getState().limits, performance.now());
    if (limit) stop(limit);
  }, WATCH_INTERVAL_MS);

  const finished = handle.done.then((code): RunEnd => {
    clearInterval(timer);
    flushWrites();
    if (watch.importing) importing(null, performance.now());
    const seconds = started ? (performance.now() - watch.startedAt - watch.waitedMs) / 1000 : 0;
    return code === null
      ? { kind: 'stopped', reason: stopReason ?? 'crash', seconds }
      : { kind: 'exited', code, seconds };
  });
  return { handle, stop, finished };
}
