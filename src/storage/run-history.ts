/**
 * Run history in IndexedDB, a database of its own (`editor-history`) so that its failures never
 * touch the files: `runs` holds one entry per run or restore (the snapshot's paths and hashes,
 * what was printed, how it ended), `blobs` each distinct file text once under its hash. A
 * snapshot writes its new texts and its entry in one transaction, before the run starts; the
 * oldest entries past the limits, and the texts no entry names any more, go after.
 */
import { openDB, type IDBPDatabase } from 'idb';
import {
  contentHash,
  entriesToDrop,
  type HistoryEntry,
  type HistoryLimits,
  keptOutput,
  type SnapshotFile,
} from '../core/history/history';
import type { RunEnd } from '../core/run/types';

export const HISTORY_DB = 'editor-history';
const RUNS = 'runs';
const BLOBS = 'blobs';

export interface SnapshotInput {
  path: string;
  content: string;
}

export class RunHistoryDb {
  /** The last text hashed for each path and its hash: an unchanged file is not hashed again. */
  private readonly hashed = new Map<string, { text: string; hash: string }>();
  /** The hashes whose texts are stored, read once: a known text is not looked up again. */
  private stored: Set<string> | undefined;

  private constructor(private readonly db: IDBPDatabase) {}

  /** The database, or null when this browser will not open it (blocked, private mode). */
  static async open(): Promise<RunHistoryDb | null> {
    try {
      if (typeof indexedDB === 'undefined') return null;
      const db = await openDB(HISTORY_DB, 1, {
        upgrade(upgrading) {
          upgrading.createObjectStore(RUNS, { keyPath: 'id' });
          upgrading.createObjectStore(BLOBS);
        },
      });
      db.addEventListener('versionchange', () => db.close());
      return new RunHistoryDb(db);
    } catch (error) {
      console.error('The run history could not be opened', error);
      return null;
    }
  }

  private async hashOf(file: SnapshotInput): Promise<string> {
    const known = this.hashed.get(file.path);
    if (known && known.text === file.content) return known.hash;
    const hash = await contentHash(file.content);
    this.hashed.set(file.path, { text: file.content, hash });
    return hash;
  }

  /** Keeps the files as a new entry; resolves once it is written, with the characters it added. */
  async snapshot(
    files: readonly SnapshotInput[],
    entry: Pick<HistoryEntry, 'id' | 'kind' | 'path'> & { at?: number },
  ): Promise<{ entry: HistoryEntry; addedChars: number }> {
    const hashes = await Promise.all(files.map((f) => this.hashOf(f)));
    const snapshot: SnapshotFile[] = files.map((f, i) => ({
      path: f.path,
      hash: hashes[i] ?? '',
      size: f.content.length,
    }));
    const stored: HistoryEntry = {
      id: entry.id,
      at: entry.at ?? Date.now(),
      kind: entry.kind,
      path: entry.path,
      files: snapshot,
      output: '',
      outputCut: false,
      end: null,
    };
    this.stored ??= new Set((await this.db.getAllKeys(BLOBS)) as string[]);
    const known = this.stored;
    const texts = new Map(files.map((f, i) => [hashes[i] ?? '', f.content]));
    const missing = [...texts].filter(([hash]) => !known.has(hash));
    const tx = this.db.transaction([RUNS, BLOBS], 'readwrite');
    const blobs = tx.objectStore(BLOBS);
    await Promise.all([
      ...missing.map(([hash, text]) => blobs.put(text, hash)),
      tx.objectStore(RUNS).put(stored),
      tx.done,
    ]);
    for (const [hash] of missing) known.add(hash);
    return { entry: stored, addedChars: missing.reduce((n, [, text]) => n + text.length, 0) };
  }

  /** Adds what the run printed and how it ended. */
  async finish(id: string, output: string, end: RunEnd): Promise<void> {
    const tx = this.db.transaction(RUNS, 'readwrite');
    const entry = (await tx.store.get(id)) as HistoryEntry | undefined;
    if (entry) await tx.store.put({ ...entry, ...keptOutput(output), end });
    await tx.done;
  }

  async list(): Promise<HistoryEntry[]> {
    const entries = (await this.db.getAll(RUNS)) as HistoryEntry[];
    return entries.sort((a, b) => b.at - a.at);
  }

  /** The text kept under `hash`, or undefined when it is gone. */
  async text(hash: string): Promise<string | undefined> {
    return (await this.db.get(BLOBS, hash)) as string | undefined;
  }

  /** Drops the oldest entries past `limits` and the texts no entry names; what is kept. */
  async prune(limits: HistoryLimits): Promise<{ chars: number; entries: number }> {
    const entries = await this.list();
    const { drop, keptHashes, bytes } = entriesToDrop(entries, limits);
    const tx = this.db.transaction([RUNS, BLOBS], 'readwrite');
    const blobKeys = (await tx.objectStore(BLOBS).getAllKeys()) as string[];
    const unused = blobKeys.filter((h) => !keptHashes.has(h));
    await Promise.all([
      ...drop.map((id) => tx.objectStore(RUNS).delete(id)),
      ...unused.map((h) => tx.objectStore(BLOBS).delete(h)),
      tx.done,
    ]);
    for (const hash of unused) this.stored?.delete(hash);
    return { chars: bytes, entries: entries.length - drop.length };
  }

  async erase(): Promise<void> {
    const tx = this.db.transaction([RUNS, BLOBS], 'readwrite');
    await Promise.all([tx.objectStore(RUNS).clear(), tx.objectStore(BLOBS).clear(), tx.done]);
    this.hashed.clear();
    this.stored = new Set();
  }
}
