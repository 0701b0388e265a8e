/**
 * Run history: before each run the project's files are kept as a snapshot, content-addressed (a
 * file whose text did not change since an earlier snapshot costs nothing), with what the run
 * printed and how it ended. A restore is an entry too, so restoring loses nothing. The newest
 * entries are kept within a number of entries and of bytes, the oldest going first.
 */
import { endLine } from '../run/plan';
import { DEFAULT_RUN_LIMITS, type RunEnd } from '../run/types';

/** One file of a snapshot: its path (from the project's root, no leading slash) and text's hash. */
export interface SnapshotFile {
  path: string;
  hash: string;
  /** Characters of its text. */
  size: number;
}

export interface HistoryEntry {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  kind: 'run' | 'restore';
  /** The file that ran, or that was restored ('' for the whole project). */
  path: string;
  files: SnapshotFile[];
  /** What the run printed (the start of it, when it printed a lot). */
  output: string;
  /** True when the output was cut to OUTPUT_CHARS. */
  outputCut: boolean;
  /** How the run ended; null while it runs, or when the tab closed before it ended. */
  end: RunEnd | null;
}

export interface HistoryLimits {
  entries: number;
  /** Of file texts (each distinct text once) and outputs, counted as characters. */
  bytes: number;
}

export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { entries: 200, bytes: 50 * 1024 * 1024 };
export const HISTORY_LIMIT_RANGE = {
  entries: { min: 1, max: 2_000 },
  megabytes: { min: 1, max: 500 },
} as const;
/** The characters of a run's output an entry keeps. */
export const OUTPUT_CHARS = 100_000;

/** A hex SHA-256 of the text (Web Crypto, in browsers, workers and Node alike). */
export async function contentHash(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The output kept for an entry. */
export function keptOutput(output: string): { output: string; outputCut: boolean } {
  return output.length > OUTPUT_CHARS
    ? { output: output.slice(0, OUTPUT_CHARS), outputCut: true }
    : { output, outputCut: false };
}

/**
 * Which entries to drop, oldest first, so that the rest fit the limits; the newest entry is
 * always kept. `entries` in any order; `sizes` gives each text's characters by hash.
 */
export function entriesToDrop(
  entries: readonly HistoryEntry[],
  limits: HistoryLimits,
): { drop: string[]; keptHashes: Set<string>; bytes: number } {
  const newestFirst = [...entries].sort((a, b) => b.at - a.at);
  const keptHashes = new Set<string>();
  const drop: string[] = [];
  let bytes = 0;
  let kept = 0;
  for (const entry of newestFirst) {
    let added = entry.output.length;
    const fresh: string[] = [];
    for (const file of entry.files) {
      if (keptHashes.has(file.hash) || fresh.includes(file.hash)) continue;
      fresh.push(file.hash);
      added += file.size;
    }
    const fits = kept < limits.entries && bytes + added <= limits.bytes;
    if (kept > 0 && !fits) {
      drop.push(entry.id);
      continue;
    }
    kept += 1;
    bytes += added;
    for (const hash of fresh) keptHashes.add(hash);
  }
  return { drop, keptHashes, bytes };
}

/** The entries that hold `path`, newest first: its history. */
export function historyOfFile(entries: readonly HistoryEntry[], path: string): HistoryEntry[] {
  return entries.filter((e) => e.files.some((f) => f.path === path)).sort((a, b) => b.at - a.at);
}

/** What changed between a snapshot and now: paths added, removed and changed since. */
export function changesSince(
  files: readonly SnapshotFile[],
  now: readonly SnapshotFile[],
): { added: string[]; removed: string[]; changed: string[] } {
  const then = new Map(files.map((f) => [f.path, f.hash]));
  const current = new Map(now.map((f) => [f.path, f.hash]));
  return {
    added: [...current.keys()].filter((p) => !then.has(p)).sort(),
    removed: [...then.keys()].filter((p) => !current.has(p)).sort(),
    changed: [...then]
      .filter(([p, h]) => current.has(p) && current.get(p) !== h)
      .map(([p]) => p)
      .sort(),
  };
}

/** How an entry ended, in a few words. */
export function endWords(entry: HistoryEntry): string {
  if (entry.kind === 'restore')
    return entry.path
      ? `Kept when ${entry.path} was restored`
      : 'Kept when the project was restored';
  const end = entry.end;
  if (!end) return 'Did not finish (the page closed or is still running it)';
  // The limits in force then are not kept: the Run tab's words without their numbers.
  if (end.kind === 'stopped' && end.reason === 'silence') {
    return `Stopped: no output for too long, after ${end.seconds.toFixed(2)} s`;
  }
  if (end.kind === 'stopped' && end.reason === 'total') {
    return `Stopped: ran too long, after ${end.seconds.toFixed(2)} s`;
  }
  return endLine(end, DEFAULT_RUN_LIMITS);
}
