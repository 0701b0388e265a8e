/**
 * Recording on demand, for Explain: runs a file's program recorded in a sandbox of its own (so
 * the user's own run in the Run tab goes on undisturbed), with the Run tab's time limits, and
 * resolves with the finished Recording and how the run ended. Nothing it does reaches the
 * project: files the program writes are not saved and no error is marked.
 *
 * A program that waits for input reads the lines typed in the Run tab the last time that file
 * ran; past them (or with none) its input is ended there, and the result says where it waited.
 */
import { narrate, type RunStory } from '../../core/run/narrate';
import { recordEvent } from '../../core/run/narrate-events';
import { passedLimit, planRun, type WatchState } from '../../core/run/plan';
import { Recording } from '../../core/run/recording';
import { DEFAULT_RECORD_LIMITS } from '../../core/run/trace-types';
import type { RunEnd, RunEvent, RunRequest, RuntimeId } from '../../core/run/types';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import { editorService } from '../../state/editor-service';
import { filesStore } from '../../state/files-store';
import { languageStore } from '../../state/language-store';
import { runStore } from '../../state/run-store';
import { RunSandbox } from '../../workers/run-sandbox';
import { newRunId, projectFiles, type StopReason } from './execute';

const WATCH_INTERVAL_MS = 200;

/** A finished recorded run, with what the story of it needs. */
export interface RecordedRun {
  recording: Recording;
  end: RunEnd;
  /** The file the run started from (project path, no leading slash). */
  entry: string;
  runtime: RuntimeId;
  languageName: string;
  /** The text of the project's files as the run saw them, by path. */
  sources: Map<string, string>;
  /** The lines the program was given to read. */
  input: string[];
  /** Steps recorded when it waited for a line nobody had typed. */
  waitedAt?: number;
}

export type RecordOutcome = { ok: true; run: RecordedRun } | { ok: false; reason: string };

let sandbox: RunSandbox | null = null;

/** Explain's own sandbox: recording never stops the Run tab's program. */
function getSandbox(): RunSandbox {
  sandbox ??= new RunSandbox('Code runner for Explain');
  return sandbox;
}

// ---------------------------------------------------------------------------------------------
// The lines typed in the Run tab, per file

const typedByFile = new Map<string, string[]>();
let running: { fileId: string; lines: string[] } | null = null;

// A run's input starts with the lines typed before it (read first by its `input()`).
runStore.subscribe((state, previous) => {
  if (state.status !== 'loading' || previous.status === 'loading' || !state.fileId) return;
  running = { fileId: state.fileId, lines: [...state.typedAhead] };
  if (running.lines.length) typedByFile.set(state.fileId, running.lines);
});

/**
 * Keeps a line typed in the Run tab: `fileId` is the file whose run took it, null when nothing
 * ran (the next run reads it first, and is told it then). The end of input is not a line.
 */
export function keepTypedLine(fileId: string | null, line: string | null): void {
  if (fileId === null || line === null) return;
  if (running?.fileId !== fileId) running = { fileId, lines: [] };
  running.lines = [...running.lines, line];
  typedByFile.set(fileId, running.lines);
}

/** The lines typed the last time `fileId` ran and read input. */
export function typedFor(fileId: string): string[] {
  return [...(typedByFile.get(fileId) ?? [])];
}

// ---------------------------------------------------------------------------------------------
// Recording

function languageOf(fileId: string, name: string, content: string, language?: string): string {
  const active = languageStore.getState().active;
  if (active && active.fileId === fileId) return active.detection.languageId;
  return resolveLanguage(name, content, language).languageId;
}

/**
 * Records the program of file `fileId` (its open buffer) to its end, or until the time limits or
 * `signal` stop it. Not recorded: a language that runs unrecorded or not at all here.
 */
export async function recordFile(fileId: string, signal?: AbortSignal): Promise<RecordOutcome> {
  const entry = filesStore.getState().entries.find((e) => e.id === fileId && e.type === 'file');
  if (!entry) return { ok: false, reason: 'The file is no longer in the project.' };
  const fresh = editorService.readFile(entry.id) ?? entry;
  const languageId = languageOf(fresh.id, fresh.name, fresh.content, fresh.language);
  const name = languageById(languageId)?.name ?? 'This language';
  const plan = planRun(languageId, name, fresh.name);
  if (plan.kind !== 'runtime' || (plan.runtime !== 'python' && plan.runtime !== 'javascript'))
    return {
      ok: false,
      reason: `${name} programs are not recorded: Explain runs Python, JavaScript and TypeScript.`,
    };

  const files = projectFiles();
  const path = entry.path.slice(1);
  const sources = new Map(files.map((f) => [f.path, f.content] as const));
  sources.set(path, fresh.content);
  const input = typedFor(fresh.id);
  const request: RunRequest = {
    runId: newRunId(),
    runtime: plan.runtime,
    entry: path,
    code: fresh.content,
    files,
    args: [],
    selection: false,
    stdin: input,
    record: DEFAULT_RECORD_LIMITS,
  };
  const recording = new Recording();
  let traced = false;
  let waitedAt: number | undefined;
  const watch: WatchState = {
    startedAt: performance.now(),
    lastOutputAt: performance.now(),
    waitingSince: null,
    waitedMs: 0,
  };
  let started = false;
  let stopReason: StopReason | null = null;

  const onEvent = (event: RunEvent) => {
    if (event.type === 'progress') return;
    const now = performance.now();
    if (!started) {
      started = true;
      watch.startedAt = now;
    }
    watch.lastOutputAt = now;
    if (event.type === 'trace' || event.type === 'trace-end') traced = true;
    // Past the lines typed last time nobody will type: the input ends here.
    if (event.type === 'input-request') {
      waitedAt ??= recording.length;
      handle.input(null);
    }
    // Files it writes stay out of the project: only the story is kept.
    recordEvent(recording, event);
  };

  const handle = getSandbox().run(request, onEvent);
  const stop = (reason: StopReason) => {
    stopReason ??= reason;
    handle.stop();
  };
  const onAbort = () => stop('user');
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setInterval(() => {
    if (!started) return;
    const limit = passedLimit(watch, runStore.getState().limits, performance.now());
    if (limit) stop(limit);
  }, WATCH_INTERVAL_MS);
  let code: number | null;
  try {
    code = await handle.done;
  } finally {
    clearInterval(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) return { ok: false, reason: 'Explain was cancelled.' };
  const seconds = started ? (performance.now() - watch.startedAt) / 1000 : 0;
  const end: RunEnd =
    code === null
      ? { kind: 'stopped', reason: stopReason ?? 'crash', seconds }
      : { kind: 'exited', code, seconds };
  if (!traced && recording.length === 0) {
    const said = recording.output
      .map((o) => o.text)
      .join('')
      .trim();
    return {
      ok: false,
      reason: `The run could not be recorded${said ? `: ${said.split('\n')[0]}` : '.'}`,
    };
  }
  if (!recording.finished) recording.finish({ recorded: recording.length, capped: false });
  const run: RecordedRun = {
    recording,
    end,
    entry: path,
    runtime: plan.runtime,
    languageName: plan.languageName,
    sources,
    input,
  };
  if (waitedAt !== undefined) run.waitedAt = waitedAt;
  return { ok: true, run };
}

/** The story of a recorded run, kept to lines `focus` of its file when given. */
export function storyOf(run: RecordedRun, focus?: { from: number; to: number }): RunStory {
  return narrate(run.recording, {
    entry: run.entry,
    sources: run.sources,
    language: run.runtime === 'python' ? 'python' : 'javascript',
    languageName: run.languageName,
    end: run.end,
    limits: runStore.getState().limits,
    input: run.input,
    ...(run.waitedAt !== undefined ? { waitedAt: run.waitedAt } : {}),
    ...(focus ? { focus } : {}),
  });
}
