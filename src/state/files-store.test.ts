import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../core/files/file-entry';
import { activeEntry, filesStore } from './files-store';

const file = (id: string): FileEntry => ({
  id,
  name: `${id}.js`,
  type: 'file',
  content: '',
  path: `/${id}.js`,
  modified: false,
  lastSaved: null,
});

describe('activeEntry', () => {
  it('finds the open file wherever it moves in the list, and nothing when none is open', () => {
    const a = file('a');
    const b = file('b');
    const c = file('c');
    expect(activeEntry({ entries: [a, b, c], activeId: 'c' })).toBe(c);
    // A copy at the same place (a file saved) and at another place.
    const c2 = { ...c, content: 'saved' };
    expect(activeEntry({ entries: [a, b, c2], activeId: 'c' })).toBe(c2);
    expect(activeEntry({ entries: [c2, a, b], activeId: 'c' })).toBe(c2);
    // Another file at the place the last one was found.
    expect(activeEntry({ entries: [c2, a, b], activeId: 'a' })).toBe(a);
    expect(activeEntry({ entries: [a, b], activeId: 'c' })).toBeUndefined();
    expect(activeEntry({ entries: [a, b], activeId: null })).toBeUndefined();
    expect(activeEntry({ entries: [], activeId: 'a' })).toBeUndefined();
  });
});

describe('open folders', () => {
  it('open and close without changing an entry, and a new entry opens its folder', () => {
    filesStore.setState({ entries: [], activeId: null, expanded: new Set() });
    const store = () => filesStore.getState();
    const src = store().createFolder('src');
    if (!src.ok) throw new Error(src.error);
    // A new folder is open.
    expect(store().expanded).toEqual(new Set([src.entry.id]));
    const entries = store().entries;
    store().toggleFolder(src.entry.id);
    expect(store().expanded).toEqual(new Set());
    expect(store().entries).toBe(entries);
    // A file made in a closed folder opens it; one at the root opens nothing.
    const app = store().createFile('app.js', '/src');
    expect(app.ok).toBe(true);
    expect(store().expanded).toEqual(new Set([src.entry.id]));
    store().toggleFolder(src.entry.id);
    store().createFile('top.js');
    expect(store().expanded).toEqual(new Set());
    // A merged list brings its open folders; without them, the open folders stay.
    store().replaceEntries(store().entries, new Set([src.entry.id]));
    expect(store().expanded).toEqual(new Set([src.entry.id]));
    store().replaceEntries([...store().entries]);
    expect(store().expanded).toEqual(new Set([src.entry.id]));
  });
});
