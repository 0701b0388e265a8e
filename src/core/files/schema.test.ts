import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFileList, serializeFileList, storedLengthAtLeast } from './schema';
import type { FileEntry } from './file-entry';

const entry: FileEntry = {
  id: 'a1',
  name: 'a.js',
  type: 'file',
  content: 'let a = 1;',
  path: '/a.js',
  modified: true,
  lastSaved: null,
  language: 'javascript',
};

describe('file list text', () => {
  it('is the same for equal entries whatever order their fields were built in', () => {
    const reordered = {
      language: 'javascript',
      lastSaved: null,
      modified: true,
      path: '/a.js',
      content: 'let a = 1;',
      type: 'file',
      name: 'a.js',
      id: 'a1',
    } as const;
    expect(serializeFileList([reordered])).toBe(serializeFileList([entry]));
  });

  it('writes a changed entry anew and the others as before', () => {
    const other: FileEntry = { ...entry, id: 'b1', name: 'b.js', path: '/b.js' };
    const before = serializeFileList([entry, other]);
    expect(before).toBe(JSON.stringify(JSON.parse(before)));
    const saved = { ...entry, content: 'let a = 2;', modified: false };
    const after = serializeFileList([saved, other]);
    expect(parseFileList(after)?.entries).toEqual([saved, other]);
    expect(after).toBe(JSON.stringify(JSON.parse(after)));
    expect(after.slice(after.indexOf('{"id":"b1"'))).toBe(
      before.slice(before.indexOf('{"id":"b1"')),
    );
  });

  it('reads back what it wrote, the open folders apart from the entries', () => {
    const folder = (id: string): FileEntry => ({
      id,
      name: id,
      type: 'folder',
      content: '',
      path: `/${id}`,
      modified: false,
      lastSaved: null,
    });
    const list = [folder('src'), folder('lib'), entry];
    const text = serializeFileList(list, new Set(['src', 'a1']));
    expect(JSON.parse(text)).toMatchObject([
      { id: 'src', expanded: true },
      { id: 'lib', expanded: false },
      { id: 'a1' },
    ]);
    expect(JSON.parse(text)[2]).not.toHaveProperty('expanded');
    const read = parseFileList(text)!;
    expect(read).toEqual({ entries: list, expanded: new Set(['src']) });
    expect(read.entries[0]).not.toHaveProperty('expanded');
    expect(serializeFileList(read.entries, read.expanded)).toBe(text);
  });
});

describe('storedLengthAtLeast', () => {
  const entryArb = fc.record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    name: fc.string({ maxLength: 12 }),
    type: fc.constantFrom('file' as const, 'folder' as const),
    content: fc.string({ maxLength: 40, unit: 'binary' }),
    path: fc.string({ maxLength: 20 }),
    modified: fc.boolean(),
    lastSaved: fc.constantFrom(null, '2026-11-26T12:00:00.000Z'),
  });

  it('is never more than the serialized text’s length, quotes, escapes and all', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 6 }), (list) => {
        const entries = list.map((e) => (e.type === 'folder' ? { ...e, content: '' } : e));
        expect(storedLengthAtLeast(entries)).toBeLessThanOrEqual(
          serializeFileList(entries, new Set(entries.map((e) => e.id))).length,
        );
      }),
    );
  });

  it('counts a file’s content by the length it is given, which grows with it', () => {
    const big = { ...entry, content: 'x'.repeat(1000) };
    expect(storedLengthAtLeast([big])).toBeGreaterThan(1000);
    expect(storedLengthAtLeast([big], () => 5_000_000)).toBeGreaterThan(5_000_000);
    expect(storedLengthAtLeast([])).toBe(serializeFileList([]).length);
  });
});

import { isStoredEntry, toEntry, toRecord } from './schema';

const stored: FileEntry = {
  id: 'a',
  name: 'a.js',
  type: 'file',
  content: 'x',
  path: '/a.js',
  modified: true,
  lastSaved: null,
  language: 'python',
};
const folder: FileEntry = {
  ...stored,
  id: 'f',
  name: 'f',
  type: 'folder',
  content: '',
  path: '/f',
};

describe('stored records', () => {
  it('round-trips an entry, a folder saying whether it is open', () => {
    const record = toRecord(stored, new Set(), 'tab.1');
    expect(isStoredEntry(record)).toBe(true);
    expect(record.rev).toBe('tab.1');
    expect(toEntry(record)).toEqual(stored);
    expect(toRecord(folder, new Set(['f']), 'tab.2').expanded).toBe(true);
    expect(toRecord(folder, new Set(), 'tab.2').expanded).toBe(false);
    expect('language' in toRecord({ ...folder, language: 'x' }, new Set(), 'r')).toBe(false);
  });

  it('keeps which file a conflict copy belongs to, and only on a file', () => {
    const copy: FileEntry = {
      ...stored,
      id: 'a.other-tab',
      name: 'a (other tab).js',
      path: '/a (other tab).js',
      conflictOf: 'a',
    };
    const record = toRecord(copy, new Set(), 'tab.3');
    expect(record.conflictOf).toBe('a');
    expect(isStoredEntry(record)).toBe(true);
    expect(toEntry(record)).toEqual(copy);
    expect(toEntry(toRecord(stored, new Set(), 'r'))).not.toHaveProperty('conflictOf');
    expect('conflictOf' in toRecord({ ...folder, conflictOf: 'a' }, new Set(), 'r')).toBe(false);
    expect(parseFileList(serializeFileList([stored, copy]))?.entries).toEqual([stored, copy]);
  });

  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);
  const image: FileEntry = {
    id: 'i',
    name: 'logo.png',
    type: 'file',
    content: '',
    path: '/logo.png',
    modified: false,
    lastSaved: null,
    blob: new Blob([png], { type: 'image/png' }),
  };

  it('stores a binary file’s bytes as the Blob itself, with no text', async () => {
    const record = toRecord(image, new Set(), 'tab.3');
    expect(isStoredEntry(record)).toBe(true);
    expect(record.blob).toBe(image.blob);
    expect(record.content).toBe('');
    const back = toEntry(record);
    expect(back).toEqual(image);
    expect(back.blob?.type).toBe('image/png');
    expect(new Uint8Array(await back.blob!.arrayBuffer())).toEqual(png);
    // Text left on a binary entry by mistake is never stored beside its bytes.
    expect(toRecord({ ...image, content: 'stray' }, new Set(), 'r').content).toBe('');
    expect('blob' in toRecord({ ...folder, blob: image.blob }, new Set(), 'r')).toBe(false);
    expect('blob' in toRecord(stored, new Set(), 'r')).toBe(false);
  });

  it('keeps a file’s breakpoints, and only on a file', () => {
    const marked: FileEntry = { ...stored, breakpoints: [2, 9] };
    const record = toRecord(marked, new Set(), 'r');
    expect(isStoredEntry(record)).toBe(true);
    expect(toEntry(record)).toEqual(marked);
    expect('breakpoints' in toRecord({ ...stored, breakpoints: [] }, new Set(), 'r')).toBe(false);
    expect('breakpoints' in toRecord({ ...folder, breakpoints: [1] }, new Set(), 'r')).toBe(false);
  });

  it.each([
    ['no id', { ...stored, id: '' }],
    ['breakpoints out of order', { ...stored, breakpoints: [3, 2] }],
    ['a breakpoint on line 0', { ...stored, breakpoints: [0] }],
    ['a breakpoint that is not a line', { ...stored, breakpoints: ['2'] }],
    ['a folder with breakpoints', { ...folder, breakpoints: [1] }],
    ['content not text', { ...stored, content: 1 }],
    ['unknown type', { ...stored, type: 'link' }],
    ['rev not text', { ...stored, rev: 3 }],
    ['conflictOf not text', { ...stored, conflictOf: 1 }],
    ['an empty conflictOf', { ...stored, conflictOf: '' }],
    ['a folder with conflictOf', { ...folder, conflictOf: 'a' }],
    ['not an object', 'a.js'],
    // A list in JSON turns a Blob into {}: its bytes are gone.
    ['bytes that are not a Blob', { ...image, blob: {} }],
    ['bytes and text', { ...image, content: 'x' }],
    ['bytes on a folder', { ...folder, blob: image.blob }],
  ])('rejects a record with %s', (_, value) => {
    expect(isStoredEntry(value)).toBe(false);
  });
});
