// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { filesStore } from './files-store';
import {
  flushFiles,
  FOLDERS_QUIET_MS,
  PERSIST_DELAY_MS,
  SLOW_WRITE_MS,
  startFilesPersistence,
  stopFilesPersistence,
} from './files-persistence';
import { markBufferDirty, registerLiveBuffer } from './live-buffers';
import { toastsStore } from './toasts-store';
import { serializeFileList } from '../core/files/schema';
import type { FileEntry } from '../core/files/file-entry';

/** What a page reload does: pagehide, then a fresh start from storage. */
const reload = () => {
  window.dispatchEvent(new Event('pagehide'));
  stopFilesPersistence();
  filesStore.setState({ entries: [], activeId: null, expanded: new Set() });
  startFilesPersistence();
};

const toastTitles = () => toastsStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  localStorage.clear();
  toastsStore.setState({ toasts: [] });
  startFilesPersistence();
});
afterEach(() => {
  stopFilesPersistence();
  vi.useRealTimers();
});

describe('files persistence', () => {
  it('starts with the welcome file and no active file', () => {
    expect(filesStore.getState().entries.map((e) => e.id)).toEqual(['welcome']);
    expect(filesStore.getState().activeId).toBeNull();
  });

  it('writes a change about one second later', () => {
    vi.useFakeTimers();
    reload();
    filesStore.getState().createFile('a.js', '/', 'let a = 1;');
    expect(localStorage.getItem('files') ?? '').not.toContain('let a = 1;');
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(localStorage.getItem('files')).toContain('let a = 1;');
  });

  it('while changes keep coming, writes once they pause and at least every three seconds', () => {
    vi.useFakeTimers();
    reload();
    const r = filesStore.getState().createFile('d.js');
    if (!r.ok) throw new Error(r.error);
    let text = '';
    const dispose = registerLiveBuffer(r.entry.id, () => text);
    const stored = () =>
      (JSON.parse(localStorage.getItem('files') ?? '[]') as FileEntry[]).find(
        (e) => e.id === r.entry.id,
      )?.content;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const writes = () => setItem.mock.calls.filter(([key]) => key === 'files').length;
    // A key every 200 ms for 7 s: never a 1 s pause.
    for (let i = 1; i <= 35; i++) {
      text += 'x';
      markBufferDirty(r.entry.id);
      vi.advanceTimersByTime(200);
      if (i === 4) expect(writes()).toBe(0); // 0.8 s in
    }
    expect(writes()).toBe(2); // at 3 s and 6 s
    expect(stored()).toBe('x'.repeat(30));
    vi.advanceTimersByTime(PERSIST_DELAY_MS); // the pause
    expect(writes()).toBe(3);
    expect(stored()).toBe('x'.repeat(35));
    setItem.mockRestore();
    dispose();
  });

  it('after a slow write, writes while changes keep coming only once they pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    reload();
    const r = filesStore.getState().createFile('big.js');
    if (!r.ok) throw new Error(r.error);
    let text = '';
    const dispose = registerLiveBuffer(r.entry.id, () => text);
    const real = Storage.prototype.setItem;
    // Storing takes 80 ms, as a file of a few megabytes does.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      vi.advanceTimersByTime(SLOW_WRITE_MS + 30);
      real.call(this, key, value);
    });
    const writes = () => setItem.mock.calls.filter(([key]) => key === 'files').length;
    expect(flushFiles()).toBe(true); // a slow write
    setItem.mockClear();
    // A key every 200 ms for 7 s: no write at 3 s or 6 s.
    for (let i = 1; i <= 35; i++) {
      text += 'x';
      markBufferDirty(r.entry.id);
      vi.advanceTimersByTime(200);
    }
    expect(writes()).toBe(0);
    vi.advanceTimersByTime(PERSIST_DELAY_MS); // the pause
    expect(writes()).toBe(1);
    expect(localStorage.getItem('files')).toContain('x'.repeat(35));
    setItem.mockRestore();
    dispose();
  });

  it('writes a due change in the next idle moment, and at once if the page is closed first', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      reload();
      filesStore.getState().createFile('e.js', '/', 'idle');
      vi.advanceTimersByTime(PERSIST_DELAY_MS);
      expect(localStorage.getItem('files') ?? '').not.toContain('"idle"');
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(localStorage.getItem('files')).toContain('"idle"');

      filesStore.getState().createFile('f.js', '/', 'closing');
      vi.advanceTimersByTime(PERSIST_DELAY_MS);
      expect(idle).toHaveLength(2);
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem('files')).toContain('"closing"');
      expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes a change of open folders once the user is quiet, or at once when the page hides', async () => {
    vi.useFakeTimers();
    reload();
    const made = filesStore.getState().createFolder('src');
    if (!made.ok) throw new Error(made.error);
    flushFiles();
    const open = () =>
      (
        JSON.parse(localStorage.getItem('files') ?? '[]') as { id: string; expanded?: boolean }[]
      ).find((e) => e.id === made.entry.id)?.expanded;
    expect(open()).toBe(true);
    filesStore.getState().toggleFolder(made.entry.id);
    // Keys and clicks every half second for 5 s: the write waits.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(500);
      window.dispatchEvent(new KeyboardEvent(i % 2 ? 'keydown' : 'pointerdown'));
    }
    expect(open()).toBe(true);
    vi.advanceTimersByTime(FOLDERS_QUIET_MS - 1);
    expect(open()).toBe(true);
    vi.advanceTimersByTime(1);
    await Promise.resolve(); // the quiet gate opens in a microtask
    expect(open()).toBe(false);

    // Opened again, then the page is hidden before the user is quiet: written at once.
    filesStore.getState().toggleFolder(made.entry.id);
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pagehide'));
    expect(open()).toBe(true);
  });

  it('flushes on pagehide, pulling text from an open editor buffer', () => {
    const r = filesStore.getState().createFile('b.js');
    if (!r.ok) throw new Error(r.error);
    let text = 'typed';
    const dispose = registerLiveBuffer(r.entry.id, () => text);
    markBufferDirty(r.entry.id);
    text = 'typed more';
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('files')).toContain('typed more');
    dispose();
  });

  it('restores files and the active file after a reload', () => {
    const r = filesStore.getState().createFile('c.py', '/', 'print(1)');
    flushFiles();
    reload();
    expect(filesStore.getState().entries.map((e) => e.name)).toContain('c.py');
    expect(filesStore.getState().activeId).toBe(r.ok ? r.entry.id : null);
  });

  it('keeps unreadable stored data aside and never overwrites it', () => {
    stopFilesPersistence();
    localStorage.setItem('files', '{broken');
    startFilesPersistence({ now: () => 42 });
    expect(localStorage.getItem('files.unreadable.42')).toBe('{broken');
    expect(toastTitles()).toContain('Saved files could not be read');
    expect(filesStore.getState().entries.map((e) => e.id)).toEqual(['welcome']);
  });

  it('shows a refused write and keeps everything in memory, then recovers', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const r = filesStore.getState().createFile('big.txt', '/', 'data '.repeat(100));
    if (!r.ok) throw new Error(r.error);
    expect(flushFiles()).toBe(false);
    expect(toastTitles()).toContain('Could not save to browser storage');
    expect(toastsStore.getState().toasts[0]?.message).toMatch(/Browser storage is full/);
    expect(filesStore.getState().entries.some((e) => e.name === 'big.txt')).toBe(true);
    setItem.mockRestore();
    // Once the files take less room than the list storage refused, they are written again.
    filesStore.getState().setContent(r.entry.id, 'data');
    expect(flushFiles()).toBe(true);
    expect(toastTitles()).toContain('Saved to browser storage');
    expect(localStorage.getItem('files')).toContain('big.txt');
  });

  it('does not try again a list at least as long as one storage had no room for', () => {
    const r = filesStore.getState().createFile('big.js', '/', 'x'.repeat(1000));
    if (!r.ok) throw new Error(r.error);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(flushFiles()).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
    // The editor's buffer grows; its text is not even read to find that the list is longer.
    let reads = 0;
    let text = 'x'.repeat(2000);
    const dispose = registerLiveBuffer(
      r.entry.id,
      () => {
        reads++;
        return text;
      },
      () => text.length,
    );
    markBufferDirty(r.entry.id);
    toastsStore.setState({ toasts: [] });
    expect(flushFiles()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(reads).toBe(0);
    expect(toastTitles()).toEqual(['Could not save to browser storage']); // still shown
    // Shorter than the refused list: tried, and written once storage takes it.
    setItem.mockRestore();
    text = 'x'.repeat(10);
    markBufferDirty(r.entry.id);
    expect(flushFiles()).toBe(true);
    expect(reads).toBe(1);
    expect(localStorage.getItem('files')).toContain(`"${text}"`);
    dispose();
  });

  it('asks storage for room before writing out a list much longer than the stored one', () => {
    // jsdom's storage holds 5,000,000 characters, as browsers do.
    const r = filesStore.getState().createFile('paste.js', '/', 'small');
    if (!r.ok) throw new Error(r.error);
    expect(flushFiles()).toBe(true);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const big = 'let a = 1;\n'.repeat(600_000); // 6.6 million characters: it cannot fit
    filesStore.getState().setContent(r.entry.id, big);
    expect(flushFiles()).toBe(false);
    // Only the probe was tried, not the list, and the probe is gone again.
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['files.room-probe']);
    expect(localStorage.getItem('files.room-probe')).toBeNull();
    expect(localStorage.getItem('files')).toContain('"small"');
    expect(toastTitles()).toContain('Could not save to browser storage');
    // A large change that fits is written (after the probe says there is room).
    setItem.mockClear();
    const fits = 'let a = 1;\n'.repeat(200_000);
    filesStore.getState().setContent(r.entry.id, fits);
    expect(flushFiles()).toBe(true);
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['files.room-probe', 'files']);
    expect(localStorage.getItem('files')?.length).toBeGreaterThan(fits.length);
    expect(localStorage.getItem('files.room-probe')).toBeNull();
    setItem.mockRestore();
  });

  it('tries a refused length again once another tab has written', () => {
    filesStore.getState().createFile('big.js', '/', 'x'.repeat(1000));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(flushFiles()).toBe(false);
    setItem.mockRestore();
    // The other tab wrote (its own small file): how much room is left has changed, and the
    // merged list, longer still, is tried again.
    const theirs: FileEntry = {
      id: 'other-1',
      name: 'theirs.txt',
      type: 'file',
      content: 'theirs',
      path: '/theirs.txt',
      modified: true,
      lastSaved: null,
    };
    const raw = serializeFileList([...filesStore.getState().entries, theirs]);
    localStorage.setItem('files', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: raw }));
    expect(flushFiles()).toBe(true);
    expect(localStorage.getItem('files')).toContain('x'.repeat(1000));
    expect(localStorage.getItem('files')).toContain('theirs.txt');
  });

  it('merges another tab’s write instead of overwriting it', () => {
    flushFiles();
    filesStore.getState().createFile('mine.js', '/', 'mine');
    // another tab wrote a new file meanwhile
    const stored = JSON.parse(localStorage.getItem('files')!) as FileEntry[];
    const theirs: FileEntry = {
      id: 'other-1',
      name: 'theirs.js',
      type: 'file',
      content: 'theirs',
      path: '/theirs.js',
      modified: true,
      lastSaved: null,
    };
    localStorage.setItem('files', serializeFileList([...stored, theirs]));
    flushFiles();
    const names = (JSON.parse(localStorage.getItem('files')!) as FileEntry[]).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['welcome.md', 'mine.js', 'theirs.js']));
  });

  it('applies a storage event from another tab and tells the user', () => {
    flushFiles();
    const stored = JSON.parse(localStorage.getItem('files')!) as FileEntry[];
    const changed = stored.map((e) => ({ ...e, content: 'changed elsewhere', modified: true }));
    const raw = serializeFileList(changed);
    localStorage.setItem('files', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: raw }));
    expect(filesStore.getState().entries[0]?.content).toBe('changed elsewhere');
    expect(toastTitles()).toContain('Updated from another tab');
  });

  it('takes another tab’s write as it is and writes nothing back', () => {
    vi.useFakeTimers();
    flushFiles();
    const stored = JSON.parse(localStorage.getItem('files')!) as FileEntry[];
    // The other tab built its entry with the fields in another order (as a fresh start does).
    const theirs = stored.map(({ content: _content, ...rest }) => ({
      ...rest,
      modified: true,
      content: 'edited there',
    }));
    const raw = serializeFileList(theirs);
    localStorage.setItem('files', raw);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: raw }));
    vi.advanceTimersByTime(PERSIST_DELAY_MS * 3);
    flushFiles();
    // Writing it back would make the other tab write it back too, once a second, and any such
    // write can land after a newer one of the other tab's and undo it.
    expect(setItem.mock.calls.filter(([key]) => key === 'files')).toEqual([]);
    expect(filesStore.getState().entries[0]?.content).toBe('edited there');
    setItem.mockRestore();
  });

  it('stores which folders are open, and takes a folder another tab opened or closed', () => {
    const src = filesStore.getState().createFolder('src');
    const lib = filesStore.getState().createFolder('lib');
    if (!src.ok || !lib.ok) throw new Error('not created');
    filesStore.getState().toggleFolder(lib.entry.id);
    flushFiles();
    const stored = () => JSON.parse(localStorage.getItem('files')!) as Record<string, unknown>[];
    const open = (id: string) => stored().find((e) => e.id === id)?.expanded;
    expect([open(src.entry.id), open(lib.entry.id)]).toEqual([true, false]);
    reload();
    expect(filesStore.getState().expanded).toEqual(new Set([src.entry.id]));
    // Another tab closes src and opens lib; this tab has just closed src too.
    filesStore.getState().toggleFolder(src.entry.id);
    const theirs = serializeFileList(filesStore.getState().entries, new Set([lib.entry.id]));
    localStorage.setItem('files', theirs);
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: theirs }));
    expect(filesStore.getState().expanded).toEqual(new Set([lib.entry.id]));
    // Opening a folder is not a change to a file: no notice.
    expect(toastTitles()).not.toContain('Updated from another tab');
  });

  it('merges what storage holds when events arrive late, never the older value they carry', () => {
    flushFiles();
    const stored = JSON.parse(localStorage.getItem('files')!) as FileEntry[];
    const theirs = stored[0]!;
    const edit = (content: string) =>
      serializeFileList(stored.map((e) => (e.id === theirs.id ? { ...e, content } : e)));
    // The other tab writes twice; their events are still on the way.
    const first = edit('from tab o');
    const second = edit('from tab one');
    localStorage.setItem('files', first);
    localStorage.setItem('files', second);
    // This tab writes a file of its own, reading (and merging) the other tab's second write.
    const mine = filesStore.getState().createFile('mine.js', '/', 'typed here');
    if (!mine.ok) throw new Error(mine.error);
    flushFiles();
    // Then both events arrive, the older first.
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: first }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'files', newValue: second }));
    const content = (id: string) => filesStore.getState().entries.find((e) => e.id === id)?.content;
    expect(content(theirs.id)).toBe('from tab one');
    expect(content(mine.entry.id)).toBe('typed here');
    flushFiles();
    const kept = JSON.parse(localStorage.getItem('files')!) as FileEntry[];
    expect(kept.find((e) => e.id === mine.entry.id)?.content).toBe('typed here');
  });
});

// Model test: random sequences of create / rename / delete / edit / save / reload never lose
// or corrupt a file: after every reload the store holds exactly the model's files.
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
  it('never loses or corrupts a file across random sequences and reloads', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 25 }), (ops) => {
        localStorage.clear();
        reload();
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
            expect(flushFiles()).toBe(true);
          } else if (o.op === 'reload') {
            reload();
            const after = new Map(
              filesStore
                .getState()
                .entries.map((e) => [e.id, { path: e.path, content: e.content, type: e.type }]),
            );
            expect(after).toEqual(model);
          }
        }
        reload();
        const final = new Map(
          filesStore
            .getState()
            .entries.map((e) => [e.id, { path: e.path, content: e.content, type: e.type }]),
        );
        expect(final).toEqual(model);
      }),
      { numRuns: 150 },
    );
  });
});
