/**
 * Where the files are stored: one record per file or folder, keyed by its id. Two kinds share
 * this shape: IndexedDB (files-db.ts), and the old single list in localStorage, kept only as the
 * fallback when IndexedDB cannot be used or the move to it failed.
 */
import type { StoredEntry } from '../core/files/schema';
import { STORAGE_KEYS } from './keys';
import { onExternalChange, readKey, StorageWriteError, writeKey } from './local-store';

/** A record as read: `value` is not checked yet. */
export interface StoredItem {
  key: string;
  value: unknown;
}

export interface RecordWrite {
  put: StoredEntry[];
  remove: string[];
}

export interface FilesBackend {
  readonly kind: 'indexeddb' | 'localstorage';
  readAll(): Promise<StoredItem[]>;
  /** The records with these keys; a key with no record is left out. */
  readSome(keys: readonly string[]): Promise<StoredItem[]>;
  /**
   * Without `expect`, starts writing at once (before returning) on the page's own thread, so a
   * write begun while the page hides still lands. With `expect` (key → the `rev` the record must
   * still have, null: no record), nothing is written when a record differs, and the differing
   * keys are returned; such a write may be done off the page's thread. Rejects with a
   * StorageWriteError.
   */
  write(change: RecordWrite, expect?: ReadonlyMap<string, string | null>): Promise<string[]>;
  /** Calls back when another tab wrote these keys (null: any). */
  onExternalWrite(callback: (keys: string[] | null) => void): () => void;
}

export const revOf = (value: unknown): string | null =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { rev?: unknown }).rev === 'string'
    ? (value as { rev: string }).rev
    : null;

/** The id a record would be kept under, when it has one. */
export const idOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id || null
    : null;

/** The stored list under `files`, null when there is none or it is not a list. */
function readList(): unknown[] | null {
  const raw = readKey(STORAGE_KEYS.files);
  if (raw === null) return null;
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** The whole list in one localStorage key, rewritten on each write (synchronous). */
export const localListBackend: FilesBackend = {
  kind: 'localstorage',
  readAll: () => Promise.resolve((readList() ?? []).map((value, i) => itemOf(value, i))),
  readSome: (keys) => {
    const wanted = new Set(keys);
    return Promise.resolve(
      (readList() ?? []).map((value, i) => itemOf(value, i)).filter((i) => wanted.has(i.key)),
    );
  },
  write: (change, expect) => {
    try {
      const list = readList() ?? [];
      if (expect) {
        const revs = new Map(list.map((v) => [idOf(v), revOf(v)]));
        const conflicts = [...expect].filter(([id, rev]) => (revs.get(id) ?? null) !== rev);
        if (conflicts.length > 0) return Promise.resolve(conflicts.map(([id]) => id));
      }
      const put = new Map(change.put.map((r) => [r.id, r]));
      const gone = new Set(change.remove);
      const next = list
        .filter((v, i) => !gone.has(itemOf(v, i).key))
        .map((v) => {
          const id = idOf(v);
          const replaced = id === null ? undefined : put.get(id);
          if (id !== null) put.delete(id);
          return replaced ?? v;
        });
      writeKey(STORAGE_KEYS.files, JSON.stringify([...next, ...put.values()]));
      return Promise.resolve([]);
    } catch (error) {
      return Promise.reject(
        error instanceof StorageWriteError ? error : new StorageWriteError('unavailable', error),
      );
    }
  },
  onExternalWrite: (callback) => onExternalChange(STORAGE_KEYS.files, () => callback(null)),
};

const itemOf = (value: unknown, i: number): StoredItem => ({
  key: idOf(value) ?? `unreadable.${i}`,
  value,
});
