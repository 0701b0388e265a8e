// IndexedDB here is fake-indexeddb's, a fresh one per test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { RunHistoryDb } from './run-history';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function open(): Promise<RunHistoryDb> {
  const db = await RunHistoryDb.open();
  if (!db) throw new Error('no database');
  return db;
}

describe('the run history database', () => {
  it('keeps a snapshot before the run and its output and end after', async () => {
    const db = await open();
    const files = [
      { path: 'main.py', content: 'print("hi")\n' },
      { path: 'lib/util.py', content: 'X = 1\n' },
    ];
    const { entry, addedChars } = await db.snapshot(files, {
      id: 'r1',
      kind: 'run',
      path: 'main.py',
    });
    expect(entry.end).toBeNull();
    expect(addedChars).toBe(18);
    // A run that hangs or a tab that crashes leaves the snapshot, with no end.
    const [kept] = await db.list();
    expect(kept?.files.map((f) => f.path)).toEqual(['main.py', 'lib/util.py']);
    expect(await db.text(kept?.files[0]?.hash ?? '')).toBe('print("hi")\n');
    await db.finish('r1', 'hi\n', { kind: 'exited', code: 0, seconds: 0.1 });
    const [done] = await db.list();
    expect(done?.output).toBe('hi\n');
    expect(done?.end).toEqual({ kind: 'exited', code: 0, seconds: 0.1 });
  });

  it('stores an unchanged text once, and drops the oldest runs and the texts only they held', async () => {
    const db = await open();
    await db.snapshot([{ path: 'a.js', content: 'one' }], {
      id: 'r1',
      kind: 'run',
      path: 'a.js',
      at: 1,
    });
    await db.snapshot([{ path: 'a.js', content: 'one' }], {
      id: 'r2',
      kind: 'run',
      path: 'a.js',
      at: 2,
    });
    await db.snapshot([{ path: 'a.js', content: 'two' }], {
      id: 'r3',
      kind: 'run',
      path: 'a.js',
      at: 3,
    });
    const entries = await db.list();
    expect(entries.map((e) => e.id)).toEqual(['r3', 'r2', 'r1']);
    expect(entries[1]?.files[0]?.hash).toBe(entries[2]?.files[0]?.hash);
    const oldHash = entries[2]?.files[0]?.hash ?? '';
    expect(await db.prune({ entries: 1, bytes: 1e6 })).toEqual({ chars: 3, entries: 1 });
    expect((await db.list()).map((e) => e.id)).toEqual(['r3']);
    expect(await db.text(oldHash)).toBeUndefined();
    expect(await db.text(entries[0]?.files[0]?.hash ?? '')).toBe('two');
  });

  it('erases everything', async () => {
    const db = await open();
    await db.snapshot([{ path: 'a.js', content: 'one' }], { id: 'r1', kind: 'run', path: 'a.js' });
    await db.erase();
    expect(await db.list()).toEqual([]);
  });
});
