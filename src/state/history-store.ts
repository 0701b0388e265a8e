/**
 * Run history (storage/run-history): a snapshot of the project before each run, what it printed
 * and how it ended; restoring a file or the whole project first keeps the files as they are, so
 * a restore loses nothing. The list is read when the History panel first opens. A browser that
 * refuses the database keeps no history, and the Run tab says so once; runs go on.
 */
import { create } from 'zustand';
import {
  DEFAULT_HISTORY_LIMITS,
  type HistoryEntry,
  type HistoryLimits,
  keptOutput,
} from '../core/history/history';
import type { RunEnd } from '../core/run/types';
import { loadHistoryLimits, saveHistoryLimits } from '../storage/history-settings';
import { RunHistoryDb, type SnapshotInput } from '../storage/run-history';
import { projectTextFiles, writeProjectFile } from './project-files';

interface HistoryState {
  /** session: newest first; null until first read. */
  entries: HistoryEntry[] | null;
  /** session: false when this browser refused the database. */
  available: boolean | null;
  /** persist (key `run.historyLimits`) */
  limits: HistoryLimits;
  /** session: the characters and entries the history holds, as of its last trim. */
  chars: number | null;
  count: number | null;
  setLimits: (limits: HistoryLimits) => boolean;
}

export const historyStore = create<HistoryState>()((set) => ({
  entries: null,
  available: null,
  limits: loadHistoryLimits(),
  chars: null,
  count: null,
  setLimits: (limits) => {
    set({ limits });
    void trim();
    return saveHistoryLimits(limits);
  },
}));

let opened: Promise<RunHistoryDb | null> | undefined;
const database = () => {
  opened ??= RunHistoryDb.open().then((db) => {
    historyStore.setState({ available: db !== null });
    return db;
  });
  return opened;
};

const newId = (kind: string) =>
  `${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function refresh(db: RunHistoryDb): Promise<void> {
  if (historyStore.getState().entries !== null) historyStore.setState({ entries: await db.list() });
}

/** Past a limit, the history is trimmed this far under it, so that it is not trimmed each run. */
const TRIM_TO = 0.9;

/**
 * Drops what is past the limits (`under`: down to TRIM_TO of them) and counts what is kept. It
 * reads every entry, so it runs when the history may be past a limit, not after every run.
 */
async function trim(under = false): Promise<void> {
  const db = await database();
  if (!db) return;
  const { limits } = historyStore.getState();
  const target = under
    ? {
        entries: Math.max(1, Math.floor(limits.entries * TRIM_TO)),
        bytes: limits.bytes * TRIM_TO,
      }
    : limits;
  const { chars, entries } = await db.prune(target);
  historyStore.setState({ chars, count: entries });
  await refresh(db);
}

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0);

/** Counts what a new entry added; trims once a limit is passed. */
function added(chars: number, entries: number): void {
  const state = historyStore.getState();
  if (state.chars === null || state.count === null) {
    whenIdle(() => void trim().catch((e: unknown) => console.warn('Run history not trimmed', e)));
    return;
  }
  const next = { chars: state.chars + chars, count: state.count + entries };
  historyStore.setState(next);
  if (next.count > state.limits.entries || next.chars > state.limits.bytes) {
    void trim(true).catch((e: unknown) => console.warn('Run history not trimmed', e));
  }
}

/**
 * Keeps the files before a run; resolves with the entry's id once it is written, or null when
 * the history could not keep it (the reason is returned for the Run tab to say).
 */
export async function recordRunStart(
  files: readonly SnapshotInput[],
  path: string,
): Promise<{ id: string } | { id: null; reason: string }> {
  try {
    const startedAt = performance.now();
    const db = await database();
    if (!db) return { id: null, reason: 'this browser does not allow its database here' };
    const { entry, addedChars } = await db.snapshot(files, { id: newId('run'), kind: 'run', path });
    // For the benchmark: how long a run waited for its snapshot.
    performance.measure('run-history-snapshot', { start: startedAt });
    added(addedChars, 1);
    return { id: entry.id };
  } catch (error) {
    console.warn('Run history not kept', error);
    const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { id: null, reason: quota ? 'browser storage is full' : 'browser storage refused it' };
  }
}

export async function recordRunEnd(id: string, output: string, end: RunEnd): Promise<void> {
  try {
    const db = await database();
    if (!db) return;
    await db.finish(id, output, end);
    added(keptOutput(output).output.length, 0);
    await refresh(db);
  } catch (error) {
    console.warn('Run history: the end of a run not kept', error);
  }
}

/** Reads the history for the panel. */
export async function loadHistory(): Promise<void> {
  const db = await database();
  if (!db) {
    historyStore.setState({ entries: [] });
    return;
  }
  historyStore.setState({ entries: await db.list() });
  void trim();
}

export async function historyText(hash: string): Promise<string | undefined> {
  return (await database())?.text(hash);
}

/**
 * Puts `paths` of `entry` back (all its files when `paths` is null), first keeping the files as
 * they are now as an entry of their own. Files made since are left as they are. Resolves with
 * what could not be restored.
 */
export async function restore(
  entry: HistoryEntry,
  paths: readonly string[] | null,
): Promise<string[]> {
  const db = await database();
  if (!db) return ['the run history is not available'];
  const chosen = paths === null ? entry.files : entry.files.filter((f) => paths.includes(f.path));
  const texts = await Promise.all(chosen.map((f) => db.text(f.hash)));
  const kept = await db.snapshot(projectTextFiles(), {
    id: newId('restore'),
    kind: 'restore',
    path: paths?.length === 1 ? (paths[0] ?? '') : '',
  });
  added(kept.addedChars, 1);
  const failed: string[] = [];
  chosen.forEach((file, i) => {
    const text = texts[i];
    const error =
      text === undefined ? 'its text is no longer kept' : writeProjectFile(file.path, text);
    if (error) failed.push(`${file.path}: ${error}`);
  });
  await refresh(db);
  return failed;
}

export async function eraseHistory(): Promise<void> {
  const db = await database();
  if (!db) return;
  await db.erase();
  historyStore.setState({ entries: [], chars: 0, count: 0 });
}

export { DEFAULT_HISTORY_LIMITS };
