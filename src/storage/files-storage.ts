/**
 * The file list in browser storage (SPEC §7 keys `files` and `activeFileId`). Unreadable data
 * is copied aside under its own key before anything else may be written (DESIGN §4).
 */
import { parseFileList } from '../core/files/schema';
import type { FileEntry } from '../core/files/file-entry';
import { BACKUP_PREFIX, ROOM_PROBE_KEY, STORAGE_KEYS } from './keys';
import { onExternalChange, readKey, removeKey, writeKey, StorageWriteError } from './local-store';

export type LoadedFiles =
  | { status: 'empty' }
  /** `expanded`: the ids of the folders stored as open. */
  | { status: 'ok'; entries: FileEntry[]; expanded: Set<string>; raw: string }
  /** Stored data could not be read; it was kept aside under `backupKey` (null: could not be). */
  | { status: 'unreadable'; backupKey: string | null; error: StorageWriteError | null };

export function loadFiles(now: number): LoadedFiles {
  const raw = readKey(STORAGE_KEYS.files);
  if (raw === null) return { status: 'empty' };
  const list = parseFileList(raw);
  if (list) return { status: 'ok', ...list, raw };
  const backupKey = `${BACKUP_PREFIX}${now}`;
  try {
    writeKey(backupKey, raw);
    return { status: 'unreadable', backupKey, error: null };
  } catch (error) {
    return {
      status: 'unreadable',
      backupKey: null,
      error:
        error instanceof StorageWriteError ? error : new StorageWriteError('unavailable', error),
    };
  }
}

/** The raw stored text, to tell whether another tab wrote since we last did. */
export const readRawFiles = () => readKey(STORAGE_KEYS.files);

/** Writes a serialised list (core/files/schema.ts). Throws StorageWriteError. */
export function saveFiles(raw: string): void {
  writeKey(STORAGE_KEYS.files, raw);
}

/**
 * Whether browser storage has room for `chars` more characters beside what it holds: a string
 * that long is stored under a key of its own and removed at once. Far cheaper than writing out
 * a list that will not fit (a 21 MB file took 0.8 s to serialize and be refused). False only
 * when storage says it is full.
 */
export function hasRoomFor(chars: number): boolean {
  try {
    writeKey(ROOM_PROBE_KEY, 'x'.repeat(chars));
    return true;
  } catch (error) {
    return !(error instanceof StorageWriteError && error.reason === 'quota');
  } finally {
    removeKey(ROOM_PROBE_KEY);
  }
}

export const onFilesChangedElsewhere = (callback: (raw: string | null) => void) =>
  onExternalChange(STORAGE_KEYS.files, callback);

export function loadActiveFileId(): string | null {
  return readKey(STORAGE_KEYS.activeFileId);
}

export function saveActiveFileId(id: string | null): void {
  try {
    if (id === null) removeKey(STORAGE_KEYS.activeFileId);
    else writeKey(STORAGE_KEYS.activeFileId, id);
  } catch {
    // Losing which file was open is harmless; file contents are reported by the files writer.
  }
}
