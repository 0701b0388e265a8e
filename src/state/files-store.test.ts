import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../core/files/file-entry';
import { activeEntry } from './files-store';

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
    // A copy at the same place (a folder opened, a file saved) and at another place.
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
