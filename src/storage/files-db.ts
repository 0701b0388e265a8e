/**
 * The files in IndexedDB: one record per file or folder under its id in `entries`, so a change
 * writes only what changed; each record's `rev` also in `revs` (id → rev, null: none), written
 * and deleted in the same transaction, so checking for another tab's write never reads file
 * contents. Checked writes, and reads for merges, run in the files worker on its own connection
 * (files-db.worker.ts); a write without a check (the page closing) starts at once on the
 * page's connection, since a worker ends with its page. After a write commits, a
 * BroadcastChannel tells the other tabs which records it touched.
 */
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { idOf, revOf, type FilesBackend, type RecordWrite, type StoredItem } from './files-backend';
import { isQuotaError, StorageWriteError } from './local-store';

export const DB_NAME = 'editor-files';
/** 2: `revs` added, filled from the records already there. */
const DB_VERSION = 2;
const ENTRIES = 'entries';
const REVS = 'revs';
const META = 'meta';
/** Set when a localStorage list was moved in (meta store key). */
const MIGRATED = 'migrated';

const noop = () => undefined;

/** What a write announces on the channel; `from` names the page that wrote (its own and its worker's). */
export interface WrittenMessage {
  keys: string[];
  from: string;
}

export function toWriteError(error: unknown): StorageWriteError {
  if (error instanceof StorageWriteError) return error;
  return new StorageWriteError(isQuotaError(error) ? 'quota' : 'unavailable', error);
}

/**
 * The database, or null when this browser will not open it (blocked, private mode). `created`:
 * it held no files store before, so no files were ever stored here.
 */
export async function openFilesDb(): Promise<{ db: IDBPDatabase; created: boolean } | null> {
  try {
    if (typeof indexedDB === 'undefined') return null;
    let created = false;
    const db = await openDB(DB_NAME, DB_VERSION, {
      upgrade(upgrading, _oldVersion, _newVersion, tx) {
        const names = upgrading.objectStoreNames;
        if (!names.contains(ENTRIES)) {
          created = true;
          upgrading.createObjectStore(ENTRIES); // out-of-line keys: an unreadable record keeps its own
        }
        if (!names.contains(META)) upgrading.createObjectStore(META);
        if (!names.contains(REVS)) {
          upgrading.createObjectStore(REVS);
          void fillRevs(tx);
        }
      },
    });
    db.addEventListener('versionchange', () => db.close()); // a newer version of the app asks
    return { db, created };
  } catch (error) {
    console.error('IndexedDB could not be opened', error);
    return null;
  }
}

/** The upgrade copies each record's rev into `revs`; its failure fails the upgrade. */
async function fillRevs(tx: IDBPTransaction<unknown, string[], 'versionchange'>): Promise<void> {
  const revs = tx.objectStore(REVS);
  let cursor = await tx.objectStore(ENTRIES).openCursor();
  while (cursor) {
    revs.put(revOf(cursor.value), cursor.key).catch(noop);
    cursor = await cursor.continue();
  }
}

export async function readItems(db: IDBPDatabase, keys?: readonly string[]): Promise<StoredItem[]> {
  const tx = db.transaction(ENTRIES);
  if (keys) {
    const values = await Promise.all(keys.map((key) => tx.store.get(key)));
    return keys.flatMap((key, i) => (values[i] === undefined ? [] : [{ key, value: values[i] }]));
  }
  const [all, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
  return all.map((key, i) => ({ key: String(key), value: values[i] as unknown }));
}

/**
 * Writes `change` in one transaction. Without `expect`, the requests are made and the commit
 * asked for before this returns (the page may be closing). With `expect` (key → the rev the
 * record must still have, null: none), the revs are read first and nothing is written when one
 * differs: resolves to the differing keys. Rejects with a StorageWriteError.
 */
export function writeRecords(
  db: IDBPDatabase,
  change: RecordWrite,
  expect?: ReadonlyMap<string, string | null>,
): Promise<string[]> {
  let tx;
  try {
    tx = db.transaction([ENTRIES, REVS], 'readwrite');
  } catch (error) {
    return Promise.reject(toWriteError(error));
  }
  const entries = tx.objectStore(ENTRIES);
  const revs = tx.objectStore(REVS);
  const apply = () => {
    for (const record of change.put) {
      entries.put(record, record.id).catch(noop);
      revs.put(revOf(record), record.id).catch(noop);
    }
    for (const key of change.remove) {
      entries.delete(key).catch(noop);
      revs.delete(key).catch(noop);
    }
    // Sent to be committed now, not when this thread's next task runs: the page may be closing.
    tx.commit();
  };
  const done = async (): Promise<string[]> => {
    if (expect) {
      const ids = [...expect.keys()];
      const now = (await Promise.all(ids.map((id) => revs.get(id)))) as unknown[];
      const conflicts = ids.filter((id, i) => (now[i] ?? null) !== expect.get(id));
      if (conflicts.length > 0) {
        tx.abort();
        await tx.done.catch(noop);
        return conflicts;
      }
      apply();
    }
    await tx.done;
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
}

/**
 * Checked writes and reads done elsewhere (the files worker). Each resolves to null when it
 * cannot be done there: the page then does it on its own connection.
 */
export interface FilesDbRemote {
  write(
    change: RecordWrite,
    expect: ReadonlyMap<string, string | null>,
    from: string,
  ): Promise<string[] | null>;
  read(keys?: readonly string[]): Promise<StoredItem[] | null>;
}

export const openChannel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB_NAME) : null;

/**
 * The page's backend on `db`. With `remote`, checked writes and reads go there; the channel
 * messages of this page's writes, its worker's included, are not taken for another tab's.
 */
export function idbBackend(db: IDBPDatabase, remote: FilesDbRemote | null = null): FilesBackend {
  const channel = openChannel();
  const from = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
  const tell = (keys: string[]) => channel?.postMessage({ keys, from } satisfies WrittenMessage);
  const writeHere = async (change: RecordWrite, expect?: ReadonlyMap<string, string | null>) => {
    const conflicts = await writeRecords(db, change, expect);
    if (conflicts.length === 0) tell([...change.put.map((r) => r.id), ...change.remove]);
    return conflicts;
  };
  const readHere = (keys?: readonly string[]) => readItems(db, keys);
  return {
    kind: 'indexeddb',
    readAll: async () => (await remote?.read()) ?? readHere(),
    readSome: async (keys) => (await remote?.read(keys)) ?? readHere(keys),
    write(change, expect) {
      if (!expect || !remote) return writeHere(change, expect);
      return remote
        .write(change, expect, from)
        .then((conflicts) => conflicts ?? writeHere(change, expect));
    },
    onExternalWrite(callback) {
      if (!channel) return noop;
      const listener = (event: MessageEvent<{ keys?: unknown; from?: unknown }>) => {
        if (event.data.from === from) return; // this page's own write, done by its worker
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
  const tx = db.transaction([ENTRIES, REVS, META], 'readwrite');
  const entries = tx.objectStore(ENTRIES);
  const revs = tx.objectStore(REVS);
  entries.clear().catch(noop);
  revs.clear().catch(noop);
  for (const { key, value } of items) {
    entries.put(value, key).catch(noop);
    revs.put(revOf(value), key).catch(noop);
  }
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
