// @vitest-environment jsdom
// jsdom has no IndexedDB, so these run on the localStorage fallback (storage/files-backend.ts),
// which keeps the same records and checks; the IndexedDB store itself is covered end to end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { filesStore } from './files-store';
import {
  filesSettled,
  flushFiles,
  FOLDERS_QUIET_MS,
  PERSIST_DELAY_MS,
  RETRY_MS,
  startFilesPersistence,
  stopFilesPersistence,
} from './files-persistence';
import { markBufferDirty, registerLiveBuffer } from './live-buffers';
import { toastsStore } from './toasts-store';
import { panelsStore } from './panels-store';
import type { StoredEntry } from '../core/files/schema';

/** What a page reload does: pagehide, then a fresh start from storage. */
const reload = async () => {
  window.dispatchEvent(new Event('pagehide'));
  stopFilesPersistence();
  filesStore.setState({ entries: [], activeId: null, expanded: new Set() });
  await startFilesPersistence();
};

const toastTitles = () => toastsStore.getState().toasts.map((t) => t.title);
const stored = () => JSON.parse(localStorage.getItem('files') ?? '[]') as StoredEntry[];
const storedNamed = (name: string) => stored().find((e) => e.name === name);
const file = (name: string, content: string, extra: Partial<StoredEntry> = {}): StoredEntry => ({
  id: `id-${name}`,
  name,
  type: 'file',
  content,
  path: `/${name}`,
  modified: false,
  lastSaved: null,
  ...extra,
});
/** Another tab's write: storage changes, then the browser tells this tab. */
const otherTabWrites = (records: StoredEntry[]) => {
  const raw = JSON.stringify(records);
  localStorage.setItem('files', raw);
  window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: raw }));
};

beforeEach(async () => {
  localStorage.clear();
  toastsStore.setState({ toasts: [] });
  await startFilesPersistence();
  await flushFiles();
  toastsStore.setState({ toasts: [] });
});
afterEach(async () => {
  stopFilesPersistence();
  await filesSettled();
  vi.useRealTimers();
});

describe('files persistence', () => {
  it('starts with the welcome file, stored, and no active file', () => {
    expect(filesStore.getState().entries.map((e) => e.id)).toEqual(['welcome']);
    expect(filesStore.getState().activeId).toBeNull();
    expect(stored().map((e) => e.id)).toEqual(['welcome']);
  });

  it('writes a change about one second later', async () => {
    vi.useFakeTimers();
    filesStore.getState().createFile('a.js', '/', 'let a = 1;');
    await vi.advanceTimersByTimeAsync(PERSIST_DELAY_MS - 10);
    expect(storedNamed('a.js')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(storedNamed('a.js')?.content).toBe('let a = 1;');
  });

  it('while changes keep coming, writes at least every three seconds, and once they pause', async () => {
    vi.useFakeTimers();
    const r = filesStore.getState().createFile('d.js');
    if (!r.ok) throw new Error(r.error);
    let text = '';
    const dispose = registerLiveBuffer(r.entry.id, () => text);
    for (let i = 1; i <= 35; i++) {
      text += 'x';
      markBufferDirty(r.entry.id);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(storedNamed('d.js')?.content).toBe('x'.repeat(30)); // written at 3 s and 6 s
    await vi.advanceTimersByTimeAsync(PERSIST_DELAY_MS);
    expect(storedNamed('d.js')?.content).toBe('x'.repeat(35));
    dispose();
  });

  it('writes only the records that changed', async () => {
    const welcomeRev = storedNamed('welcome.md')?.rev;
    filesStore.getState().createFile('e.js', '/', 'new');
    await flushFiles();
    expect(storedNamed('e.js')?.rev).toBeDefined();
    expect(storedNamed('e.js')?.rev).not.toBe(welcomeRev);
    expect(storedNamed('welcome.md')?.rev).toBe(welcomeRev);
  });

  it('writes on pagehide before the event returns, pulling text from an open editor buffer', () => {
    const r = filesStore.getState().createFile('b.js');
    if (!r.ok) throw new Error(r.error);
    let text = 'typed';
    const dispose = registerLiveBuffer(r.entry.id, () => text);
    markBufferDirty(r.entry.id);
    text = 'typed more';
    window.dispatchEvent(new Event('pagehide'));
    expect(storedNamed('b.js')?.content).toBe('typed more');
    dispose();
  });

  it('writes a change of open folders once the user is quiet, or at once when the page hides', async () => {
    vi.useFakeTimers();
    const made = filesStore.getState().createFolder('src');
    if (!made.ok) throw new Error(made.error);
    await flushFiles();
    const open = () => storedNamed('src')?.expanded;
    expect(open()).toBe(true);
    filesStore.getState().toggleFolder(made.entry.id);
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(500);
      window.dispatchEvent(new KeyboardEvent(i % 2 ? 'keydown' : 'pointerdown'));
    }
    expect(open()).toBe(true);
    await vi.advanceTimersByTimeAsync(FOLDERS_QUIET_MS + 600);
    expect(open()).toBe(false);
    filesStore.getState().toggleFolder(made.entry.id);
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(new Event('pagehide'));
    expect(open()).toBe(true);
  });

  it('restores files and the active file after a reload; a project emptied stays empty', async () => {
    const r = filesStore.getState().createFile('c.py', '/', 'print(1)');
    await reload();
    expect(filesStore.getState().entries.map((e) => e.name)).toContain('c.py');
    expect(filesStore.getState().activeId).toBe(r.ok ? r.entry.id : null);
    for (const e of filesStore.getState().entries) filesStore.getState().remove(e.id);
    await reload();
    expect(filesStore.getState().entries).toEqual([]);
  });

  it('keeps unreadable stored text aside and starts with the welcome file', async () => {
    stopFilesPersistence();
    localStorage.setItem('files', '{broken');
    await startFilesPersistence({ now: () => 42 });
    expect(localStorage.getItem('files.unreadable.42')).toBe('{broken');
    expect(toastTitles()).toContain('Saved files could not be read');
    expect(filesStore.getState().entries.map((e) => e.id)).toEqual(['welcome']);
  });

  it('skips a bad record, loads the others and offers the bad one; renames an invalid name', async () => {
    stopFilesPersistence();
    const bad = { ...file('bad.js', ''), content: 7 };
    localStorage.setItem(
      'files',
      JSON.stringify([file('good.js', 'ok'), bad, file('a<b>.js', 'odd')]),
    );
    await startFilesPersistence();
    expect(filesStore.getState().entries.map((e) => e.path)).toEqual(['/good.js', '/a_b_.js']);
    const notice = toastsStore
      .getState()
      .toasts.find((t) => t.title === 'Some saved data could not be read');
    expect(notice?.action?.label).toBe('Recover Saved Data');
    notice?.action?.handler();
    expect(panelsStore.getState().open).toBe('recover');
    expect(toastTitles()).toContain('Some names were changed');
    await flushFiles();
    expect(stored().map((e) => e.name)).toEqual(['good.js', 'bad.js', 'a_b_.js']);
    expect(stored()[1]).toEqual(bad); // kept as it was
  });

  it('says when the files cannot move to IndexedDB, and keeps the old list working', async () => {
    stopFilesPersistence();
    localStorage.setItem('files', JSON.stringify([file('old.js', 'before')]));
    await startFilesPersistence();
    expect(toastTitles()).toContain('Files stay in the old storage');
    const id = filesStore.getState().entries[0]?.id ?? '';
    filesStore.getState().setContent(id, 'after');
    await flushFiles();
    expect(storedNamed('old.js')?.content).toBe('after');
  });

  it('shows a refused write, keeps everything in memory, and saves again by itself once there is room', async () => {
    vi.useFakeTimers();
    const real = Storage.prototype.setItem;
    let full = true;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === 'files' && full) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, key, value);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      filesStore.getState().createFile('big.js', '/', 'precious');
      expect(await flushFiles()).toBe(false);
      expect(toastTitles()).toContain('Could not save to browser storage');
      expect(filesStore.getState().entries.map((e) => e.name)).toContain('big.js');
      await vi.advanceTimersByTimeAsync(RETRY_MS + 1000);
      expect(storedNamed('big.js')).toBeUndefined(); // still full: tried and refused
      full = false; // room comes free; no change is made here
      await vi.advanceTimersByTimeAsync(RETRY_MS + 1000);
      expect(storedNamed('big.js')?.content).toBe('precious');
      expect(toastTitles()).toContain('Saved to browser storage');
      expect(toastTitles()).not.toContain('Could not save to browser storage');
    } finally {
      setItem.mockRestore();
    }
  });

  it('takes another tab’s write, tells the user, and writes nothing back', async () => {
    const theirs = stored().map((e) => ({ ...e, content: 'changed elsewhere', rev: 'other.1' }));
    otherTabWrites(theirs);
    await filesSettled();
    expect(filesStore.getState().entries[0]?.content).toBe('changed elsewhere');
    expect(toastTitles()).toContain('Updated from another tab');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await flushFiles();
    expect(setItem.mock.calls.filter(([key]) => key === 'files')).toEqual([]);
    setItem.mockRestore();
  });

  it('keeps both versions of a file edited in two tabs, and says so', async () => {
    const id = 'welcome';
    filesStore.getState().setContent(id, 'mine');
    // The other tab stored its edit first, and this tab has not heard of it yet.
    localStorage.setItem(
      'files',
      JSON.stringify(stored().map((e) => ({ ...e, content: 'theirs', rev: 'other.1' }))),
    );
    expect(await flushFiles()).toBe(true);
    const names = stored().map((e) => `${e.name}: ${e.content}`);
    expect(names).toEqual(['welcome.md: mine', 'welcome (other tab).md: theirs']);
    expect(toastTitles()).toContain('Edited in two tabs');
  });
});

type Op =
  | { op: 'create'; name: string; folder: boolean }
  | { op: 'rename'; pick: number; name: string }
  | { op: 'delete'; pick: number }
  | { op: 'edit'; pick: number; text: string }
  | { op: 'save'; pick: number }
  | { op: 'reload' };

const nameArb = fc.constantFrom(
  'a.js',
  'b.py',
  'c',
  'D.md',
  'a.JS',
  'sp ace.txt',
  'ünï.ts',
  '',
  'x/y',
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), name: nameArb, folder: fc.boolean() }),
  fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), name: nameArb }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('edit' as const),
    pick: fc.nat(),
    text: fc.string({ maxLength: 8 }),
  }),
  fc.record({ op: fc.constant('save' as const), pick: fc.nat() }),
  fc.constant({ op: 'reload' as const }),
);

describe('persistence model', () => {
  it('never loses or corrupts a file across random sequences and reloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        localStorage.clear();
        await reload();
        const model = new Map<string, { path: string; content: string; type: string }>();
        const sync = () => {
          model.clear();
          for (const e of filesStore.getState().entries)
            model.set(e.id, { path: e.path, content: e.content, type: e.type });
        };
        sync();
        for (const o of ops) {
          const entries = filesStore.getState().entries;
          const target = entries.length
            ? entries[('pick' in o ? o.pick : 0) % entries.length]
            : undefined;
          const before = new Map(model);
          if (o.op === 'create') {
            const s = filesStore.getState();
            const r = o.folder ? s.createFolder(o.name) : s.createFile(o.name);
            if (r.ok)
              model.set(r.entry.id, { path: r.entry.path, content: '', type: r.entry.type });
            else expect(filesStore.getState().entries).toBe(entries); // a refused name changes nothing
          } else if (o.op === 'rename' && target) {
            const r = filesStore.getState().rename(target.id, o.name);
            if (!r.ok) expect(filesStore.getState().entries).toBe(entries);
            sync();
          } else if (o.op === 'delete' && target) {
            filesStore.getState().remove(target.id);
            sync();
            expect(model.size).toBeLessThan(before.size);
          } else if (o.op === 'edit' && target && target.type === 'file') {
            filesStore.getState().setContent(target.id, o.text);
            model.set(target.id, { ...model.get(target.id)!, content: o.text });
          } else if (o.op === 'save' && target) {
            filesStore.getState().markSaved(target.id);
            expect(await flushFiles()).toBe(true);
          } else if (o.op === 'reload') {
            await reload();
            const after = new Map(
              filesStore
                .getState()
                .entries.map((e) => [e.id, { path: e.path, content: e.content, type: e.type }]),
            );
            expect(after).toEqual(model);
          }
        }
        await reload();
        const final = new Map(
          filesStore
            .getState()
            .entries.map((e) => [e.id, { path: e.path, content: e.content, type: e.type }]),
        );
        expect(final).toEqual(model);
      }),
      { numRuns: 60 },
    );
  });
});
