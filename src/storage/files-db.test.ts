// IndexedDB here is fake-indexeddb's, a fresh one per test; the channel is Node's BroadcastChannel.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB, type IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEntry } from '../core/files/schema';
import { DB_NAME, idbBackend, migrateList, openFilesDb, writeRecords } from './files-db';
import { createFilesDbHandler } from './files-db-handler';
import { createFilesDbClient } from './files-db-client';
import { longTextParts } from './long-texts';
import { joinParts } from '../core/text/parted-text';
import { PART_CHARS, type FilesDbRequest, type FromFilesDb } from './files-db-protocol';

const record = (id: string, rev: string | undefined, content = 'x'): StoredEntry => ({
  id,
  name: `${id}.js`,
  type: 'file',
  content,
  path: `/${id}.js`,
  modified: false,
  lastSaved: null,
  ...(rev === undefined ? {} : { rev }),
});

const opened: IDBPDatabase[] = [];
const channels: BroadcastChannel[] = [];

async function open(): Promise<{ db: IDBPDatabase; created: boolean }> {
  const result = await openFilesDb();
  if (!result) throw new Error('The files database did not open');
  opened.push(result.db);
  return result;
}

const revsOf = async (db: IDBPDatabase) => {
  const keys = await db.getAllKeys('revs');
  const values = (await db.getAll('revs')) as unknown[];
  return new Map(keys.map((k, i) => [String(k), values[i]]));
};

/** A worker that runs the handler in this thread, its messages cloned as a worker's are. */
function inThreadWorker(
  handle: (r: FilesDbRequest) => Promise<FromFilesDb[]>,
  sent: FilesDbRequest[] = [],
  received: FromFilesDb[] = [],
): Worker {
  const target = new EventTarget();
  return Object.assign(target, {
    postMessage(message: FilesDbRequest) {
      sent.push(message);
      void handle(structuredClone(message)).then((messages) => {
        for (const data of messages) {
          received.push(data);
          target.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) }));
        }
      });
    },
    terminate() {},
  }) as unknown as Worker;
}

/** Resolves with the first `count` messages a new channel of the files hears. */
function hear(count: number): Promise<unknown[]> {
  const channel = new BroadcastChannel(DB_NAME);
  channels.push(channel);
  const heard: unknown[] = [];
  return new Promise((resolve) => {
    channel.addEventListener('message', (event) => {
      heard.push((event as MessageEvent).data);
      if (heard.length === count) resolve(heard);
    });
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  opened.splice(0).forEach((db) => db.close());
  channels.splice(0).forEach((c) => c.close());
});

describe('files database', () => {
  it('is created empty, with its revs', async () => {
    const { db, created } = await open();
    expect(created).toBe(true);
    expect([...db.objectStoreNames].sort()).toEqual(['entries', 'meta', 'revs']);
  });

  it('an upgrade from the first version keeps every record and fills in their revs', async () => {
    const old = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('entries');
        db.createObjectStore('meta');
      },
    });
    await old.put('entries', record('a', 'tab.1'), 'a');
    await old.put('entries', record('b', undefined), 'b');
    await old.put('entries', 'not a record', 'unreadable.1');
    old.close();

    const { db, created } = await open();
    expect(created).toBe(false);
    expect(await revsOf(db)).toEqual(
      new Map<string, unknown>([
        ['a', 'tab.1'],
        ['b', null],
        ['unreadable.1', null],
      ]),
    );
    expect(await db.get('entries', 'a')).toEqual(record('a', 'tab.1'));
    expect(await db.get('entries', 'unreadable.1')).toBe('not a record');
    // The filled revs are what a checked write meets.
    expect(
      await writeRecords(
        db,
        { put: [record('a', 'tab.2')], remove: [] },
        new Map([['a', 'tab.0']]),
      ),
    ).toEqual(['a']);
    expect(
      await writeRecords(
        db,
        { put: [record('a', 'tab.2')], remove: [] },
        new Map([['a', 'tab.1']]),
      ),
    ).toEqual([]);
    expect(
      await writeRecords(db, { put: [record('b', 'tab.2')], remove: [] }, new Map([['b', null]])),
    ).toEqual([]);
  });

  it('an upgrade of a database that has no files store yet creates it as new', async () => {
    (await openDB(DB_NAME, 1)).close();
    const { db, created } = await open();
    expect(created).toBe(true);
    expect(await revsOf(db)).toEqual(new Map());
  });

  it('a checked write goes by the revs alone, and writes the record and its rev together', async () => {
    const { db } = await open();
    expect(
      await writeRecords(db, { put: [record('a', 't.1')], remove: [] }, new Map([['a', null]])),
    ).toEqual([]);
    // Another writer's rev, with the record left as it was: the check must see it.
    await db.put('revs', 'other.7', 'a');
    const refused = await writeRecords(
      db,
      { put: [record('a', 't.2', 'mine')], remove: [] },
      new Map([['a', 't.1']]),
    );
    expect(refused).toEqual(['a']);
    expect(await db.get('entries', 'a')).toEqual(record('a', 't.1'));

    expect(
      await writeRecords(
        db,
        { put: [record('a', 't.2', 'mine')], remove: [] },
        new Map([['a', 'other.7']]),
      ),
    ).toEqual([]);
    expect(await db.get('entries', 'a')).toEqual(record('a', 't.2', 'mine'));
    expect((await revsOf(db)).get('a')).toBe('t.2');
  });

  it('a removed record takes its rev with it', async () => {
    const { db } = await open();
    await writeRecords(db, { put: [record('a', 't.1'), record('b', 't.1')], remove: [] });
    expect(await writeRecords(db, { put: [], remove: ['a'] }, new Map([['a', 't.1']]))).toEqual([]);
    expect(await revsOf(db)).toEqual(new Map([['b', 't.1']]));
    expect(await db.get('entries', 'a')).toBeUndefined();
  });

  it('moving an old list in replaces the revs with the list’s', async () => {
    const { db } = await open();
    await writeRecords(db, { put: [record('old', 't.1')], remove: [] });
    const back = await migrateList(db, [record('a', 'x.1'), record('b', undefined), 42], 5);
    expect(back.map((i) => i.key).sort()).toEqual(['a', 'b', 'unreadable.5.2']);
    expect(await revsOf(db)).toEqual(
      new Map<string, unknown>([
        ['a', 'x.1'],
        ['b', null],
        ['unreadable.5.2', null],
      ]),
    );
  });
});

describe('files worker', () => {
  it('does a page’s checked writes and announces them, which that page does not take for another tab’s', async () => {
    const { db } = await open();
    const worker = inThreadWorker(createFilesDbHandler(open));
    const page = idbBackend(db, createFilesDbClient(worker));
    const otherTab = idbBackend(db);
    const pageHeard: (string[] | null)[] = [];
    const heardOther = new Promise<void>((resolve) =>
      page.onExternalWrite((keys) => {
        pageHeard.push(keys);
        resolve();
      }),
    );
    const bystander = hear(2);

    expect(
      await page.write({ put: [record('a', 'p.1')], remove: [] }, new Map([['a', null]])),
    ).toEqual([]);
    expect(await db.get('entries', 'a')).toEqual(record('a', 'p.1'));
    expect(await page.readSome(['a', 'none'])).toEqual([{ key: 'a', value: record('a', 'p.1') }]);

    expect(
      await otherTab.write({ put: [record('b', 'o.1')], remove: [] }, new Map([['b', null]])),
    ).toEqual([]);
    const heard = (await bystander) as { keys: string[] }[];
    expect(heard.map((m) => m.keys)).toEqual([['a'], ['b']]);
    await heardOther;
    expect(pageHeard).toEqual([['b']]);
  });

  it('a long content goes both ways in parts, none longer than PART_CHARS, and arrives whole', async () => {
    const { db } = await open();
    const sent: FilesDbRequest[] = [];
    const received: FromFilesDb[] = [];
    const page = idbBackend(
      db,
      createFilesDbClient(inThreadWorker(createFilesDbHandler(open), sent, received)),
    );
    const long = 'a'.repeat(PART_CHARS) + 'b'.repeat(PART_CHARS) + 'c';
    const change = { put: [record('s', 'p.1'), record('l', 'p.1', long)], remove: [] };
    expect(
      await page.write(
        change,
        new Map([
          ['s', null],
          ['l', null],
        ]),
      ),
    ).toEqual([]);
    expect(await db.get('entries', 'l')).toEqual(record('l', 'p.1', long));
    expect(await db.get('entries', 's')).toEqual(record('s', 'p.1'));
    expect(sent.map((m) => m.op)).toEqual(['part', 'part', 'part', 'write']);
    const longest = Math.max(
      ...sent.map((m) => (m.op === 'part' ? m.text.length : JSON.stringify(m).length)),
    );
    expect(longest).toBeLessThanOrEqual(PART_CHARS);

    expect(await page.readSome(['l', 's'])).toEqual([
      { key: 'l', value: record('l', 'p.1', long) },
      { key: 's', value: record('s', 'p.1') },
    ]);
    expect(received.filter((m) => 'op' in m && m.op === 'part')).toHaveLength(3);
  });

  it('a long text built from parts goes as those parts, not cut again', async () => {
    const { db } = await open();
    const sent: FilesDbRequest[] = [];
    const page = idbBackend(
      db,
      createFilesDbClient(inThreadWorker(createFilesDbHandler(open), sent)),
    );
    const parts = ['a'.repeat(PART_CHARS), 'b'.repeat(PART_CHARS), 'c'.repeat(10)];
    const long = joinParts(parts);
    longTextParts.remember(long, parts);
    try {
      const change = { put: [record('l', 'p.1', long)], remove: [] };
      expect(await page.write(change, new Map([['l', null]]))).toEqual([]);
      const texts = sent.flatMap((m) => (m.op === 'part' ? [m.text] : []));
      expect(texts).toHaveLength(3);
      texts.forEach((text, i) => expect(text).toBe(parts[i]));
      expect(await db.get('entries', 'l')).toEqual(record('l', 'p.1', long));
    } finally {
      longTextParts.forget();
    }
  });

  it('answers a conflict without writing, and a storage failure as one', async () => {
    const { db } = await open();
    const page = idbBackend(db, createFilesDbClient(inThreadWorker(createFilesDbHandler(open))));
    await page.write({ put: [record('a', 'o.1')], remove: [] });
    expect(
      await page.write({ put: [record('a', 'p.1')], remove: [] }, new Map([['a', null]])),
    ).toEqual(['a']);
    expect(await db.get('entries', 'a')).toEqual(record('a', 'o.1'));

    const broken = idbBackend(
      db,
      createFilesDbClient(
        inThreadWorker(
          createFilesDbHandler(async () => {
            const other = await open();
            other.db.close(); // every transaction on it now fails
            return other;
          }),
        ),
      ),
    );
    await expect(
      broken.write({ put: [record('a', 'p.1')], remove: [] }, new Map([['a', 'o.1']])),
    ).rejects.toThrow('Browser storage is not available');
  });

  it('leaves the work to the page’s own connection when the worker has no database', async () => {
    const { db } = await open();
    const page = idbBackend(
      db,
      createFilesDbClient(inThreadWorker(createFilesDbHandler(async () => null))),
    );
    expect(
      await page.write({ put: [record('a', 'p.1')], remove: [] }, new Map([['a', null]])),
    ).toEqual([]);
    expect(await page.readAll()).toEqual([{ key: 'a', value: record('a', 'p.1') }]);
  });
});
