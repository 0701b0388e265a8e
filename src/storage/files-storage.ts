/**
 * Opening the stored files (keys `files`, `activeFileId`). The files live in IndexedDB
 * (files-db.ts); a list found in localStorage is the project to move there: it is written,
 * read back and compared, and only then moved to MIGRATED_BACKUP_KEY, which a later start
 * removes once the database has kept the files across a reload. When IndexedDB cannot be used
 * or the move fails, the localStorage list stays as it is and the files are kept there.
 * Unreadable data is copied aside under its own key before anything else may be written.
 * The start reads on the page's own connection; the backend it returns sends checked writes and
 * reads for merges to the files worker (files-db.ts).
 */
import { localListBackend, type FilesBackend, type StoredItem } from './files-backend';
import { idbBackend, migrateList, openFilesDb, readItems, wasMigrated } from './files-db';
import { filesDbWorker } from './files-db-client';
import { BACKUP_PREFIX, MIGRATED_BACKUP_KEY, STORAGE_KEYS } from './keys';
import { readKey, removeKey, writeKey, StorageWriteError } from './local-store';

export interface OpenedFiles {
  backend: FilesBackend;
  items: StoredItem[];
  /** Nothing was ever stored: the project starts with the welcome file. */
  fresh: boolean;
  /** The localStorage list was moved into IndexedDB (`count` records) or could not be. */
  migration: { status: 'done'; count: number } | { status: 'failed'; reason: string } | null;
  /**
   * The localStorage text was not a list: kept aside under `backupKey` (null: could not be).
   * `blocked`: then nothing may write over it.
   */
  unreadable: {
    backupKey: string | null;
    blocked: boolean;
    error: StorageWriteError | null;
  } | null;
}

function parseList(raw: string): unknown[] | null {
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** Copies unreadable text aside; the key it went to, or the error that stopped it. */
function keepAside(raw: string, now: number): { key: string } | { error: StorageWriteError } {
  const key = `${BACKUP_PREFIX}${now}`;
  try {
    writeKey(key, raw);
    return { key };
  } catch (error) {
    return {
      error:
        error instanceof StorageWriteError ? error : new StorageWriteError('unavailable', error),
    };
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function openFiles(now: number): Promise<OpenedFiles> {
  const raw = readKey(STORAGE_KEYS.files);
  const opened = await openFilesDb();
  const db = opened?.db ?? null;
  const fresh = raw === null && (opened?.created ?? true);
  const list = raw === null ? null : parseList(raw);

  if (raw !== null && list === null) {
    const kept = keepAside(raw, now);
    const backupKey = 'key' in kept ? kept.key : null;
    const error = 'error' in kept ? kept.error : null;
    if (db) {
      if (backupKey) removeKey(STORAGE_KEYS.files);
      const backend = idbBackend(db, filesDbWorker());
      const items = await readItems(db).catch(() => null);
      if (items) {
        return {
          backend,
          items,
          fresh: items.length === 0, // the welcome file, as when nothing was stored
          migration: null,
          unreadable: { backupKey, blocked: false, error },
        };
      }
    }
    return {
      backend: localListBackend,
      fresh: true,
      items: [],
      migration: null,
      unreadable: { backupKey, blocked: backupKey === null, error },
    };
  }

  if (list !== null && raw !== null) {
    if (!db) {
      return {
        backend: localListBackend,
        fresh,
        items: await localListBackend.readAll(),
        migration: {
          status: 'failed',
          reason: 'This browser does not let the page use IndexedDB.',
        },
        unreadable: null,
      };
    }
    try {
      const items = await migrateList(db, list, now);
      moveToBackup(raw);
      return {
        backend: idbBackend(db, filesDbWorker()),
        fresh,
        items,
        migration: { status: 'done', count: items.length },
        unreadable: null,
      };
    } catch (error) {
      console.error('Moving the files to IndexedDB failed', error);
      return {
        backend: localListBackend,
        fresh,
        items: await localListBackend.readAll(),
        migration: { status: 'failed', reason: reasonOf(error) },
        unreadable: null,
      };
    }
  }

  if (db) {
    try {
      const backend = idbBackend(db, filesDbWorker());
      const items = await readItems(db);
      if (readKey(MIGRATED_BACKUP_KEY) !== null && (await wasMigrated(db))) {
        removeKey(MIGRATED_BACKUP_KEY); // the database kept the moved files across a reload
      }
      return { backend, items, fresh, migration: null, unreadable: null };
    } catch (error) {
      console.error('IndexedDB could not be read', error);
    }
  }
  return { backend: localListBackend, items: [], fresh, migration: null, unreadable: null };
}

/** The moved list goes to its backup key; when there is no room for both, the copy is verified. */
function moveToBackup(raw: string): void {
  try {
    writeKey(MIGRATED_BACKUP_KEY, raw);
    removeKey(STORAGE_KEYS.files);
  } catch {
    removeKey(STORAGE_KEYS.files);
    try {
      writeKey(MIGRATED_BACKUP_KEY, raw);
    } catch {
      // The database holds the verified copy.
    }
  }
}

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
