/**
 * The files in IndexedDB: one record per file or folder under its id, so a change writes only
 * what changed, and a BroadcastChannel tells the other tabs which records a write touched.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { idOf, revOf, type FilesBackend, type StoredItem } from './files-backend';
import { isQuotaError, StorageWriteError } from './local-store';

const DB_NAME = 'editor-files';
const ENTRIES = 'entries';
const META = 'meta';
/** Set when a localStorage list was moved in (meta store key). */
const MIGRATED = 'migrated';

const noop = () => undefined;

export function toWriteError(error: unknown): StorageWriteError {
  if (error instanceof StorageWriteError) return error;
  return new StorageWriteError(isQuotaError(error) ? 'quota' : 'unavailable', error);
}

/**
 * The database, or null when this browser will not open it (blocked, private mode). `created`:
 * it did not exist before, so no files were ever stored here.
 */
export async function openFilesDb(): Promise<{ db: IDBPDatabase; created: boolean } | null> {
  try {
    if (typeof indexedDB === 'undefined') return null;
    let created = false;
    const db = await openDB(DB_NAME, 1, {
      upgrade(upgrading) {
        created = true;
        upgrading.createObjectStore(ENTRIES); // out-of-line keys: an unreadable record keeps its own
        upgrading.createObjectStore(META);
      },
    });
    db.addEventListener('versionchange', () => db.close()); // a newer version of the app asks
    return { db, created };
  } catch (error) {
    console.error('IndexedDB could not be opened', error);
    return null;
  }
}

async function readItems(db: IDBPDatabase, keys?: readonly string[]): Promise<StoredItem[]> {
  const tx = db.transaction(ENTRIES);
  if (keys) {
    const values = await Promise.all(keys.map((key) => tx.store.get(key)));
    return keys.flatMap((key, i) => (values[i] === undefined ? [] : [{ key, value: values[i] }]));
  }
  const [all, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
  return all.map((key, i) => ({ key: String(key), value: values[i] as unknown }));
}

export function idbBackend(db: IDBPDatabase): FilesBackend {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB_NAME) : null;
  const tell = (keys: string[]) => channel?.postMessage({ keys });
  return {
    kind: 'indexeddb',
    readAll: () => readItems(db),
    readSome: (keys) => readItems(db, keys),
    write(change, expect) {
      const keys = [...change.put.map((r) => r.id), ...change.remove];
      let tx;
      try {
        tx = db.transaction(ENTRIES, 'readwrite');
      } catch (error) {
        return Promise.reject(toWriteError(error));
      }
      const store = tx.store;
      const apply = () => {
        for (const record of change.put) store.put(record, record.id).catch(noop);
        for (const key of change.remove) store.delete(key).catch(noop);
        // Sent to be committed now, not when this page's next task runs: the page may be closing.
        tx.commit();
      };
      const done = async (): Promise<string[]> => {
        if (expect) {
          const ids = [...expect.keys()];
          const now = await Promise.all(ids.map((id) => store.get(id)));
          const conflicts = ids.filter((id, i) => revOf(now[i]) !== expect.get(id));
          if (conflicts.length > 0) {
            tx.abort();
            await tx.done.catch(noop);
            return conflicts;
          }
          apply();
        }
        await tx.done;
        tell(keys);
        return [];
      };
      try {
        if (!expect) apply();
      } catch (error) {
        tx.abort();
        tx.done.catch(noop);
        return Promise.reject(toWriteError(error));
      }
      return done().catch((error: unknown) => {
        try {
          tx.abort();
        } catch {
          // finished already
        }
        throw toWriteError(error);
      });
    },
    onExternalWrite(callback) {
      if (!channel) return noop;
      const listener = (event: MessageEvent<{ keys?: unknown }>) => {
        const keys = event.data.keys;
        callback(
          Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : null,
        );
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

/**
 * Moves a localStorage list into the database as the whole project, then reads it back and
 * compares. Resolves to the records as read back; rejects (with nothing in localStorage changed)
 * when writing or the comparison fails. A record without a usable id, or repeating one, is kept
 * under a key of its own.
 */
export async function migrateList(
  db: IDBPDatabase,
  list: readonly unknown[],
  now: number,
): Promise<StoredItem[]> {
  const seen = new Set<string>();
  const items = list.map((value, i): StoredItem => {
    const id = idOf(value);
    const key = id !== null && !seen.has(id) ? id : `unreadable.${now}.${i}`;
    seen.add(key);
    return { key, value };
  });
  const tx = db.transaction([ENTRIES, META], 'readwrite');
  const entries = tx.objectStore(ENTRIES);
  entries.clear().catch(noop);
  for (const { key, value } of items) entries.put(value, key).catch(noop);
  tx.objectStore(META).put({ at: now, count: items.length }, MIGRATED).catch(noop);
  await tx.done;
  const back = await readItems(db);
  const written = new Map(items.map((i) => [i.key, JSON.stringify(i.value)]));
  const same =
    back.length === items.length &&
    back.every((i) => written.get(i.key) === JSON.stringify(i.value));
  if (!same) throw new Error('The files read back from IndexedDB differ from the files written.');
  return back;
}

/** Whether a localStorage list was once moved into this database. */
export async function wasMigrated(db: IDBPDatabase): Promise<boolean> {
  try {
    return (await db.get(META, MIGRATED)) !== undefined;
  } catch {
    return false;
  }
}
