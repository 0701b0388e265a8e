import { describe, expect, it } from 'vitest';
import { childrenOf, defaultFiles, newId, WELCOME_ID, type FileEntry } from './file-entry';
import {
  createEntry,
  deleteEntry,
  markSaved,
  renameEntry,
  setBreakpoints,
  setContent,
  setLanguage,
  toggleBreakpoint,
} from './ops';
import { uniqueName, validateName } from './names';
import { parseFileList, serializeFileList } from './schema';

const must = <T>(
  r: { ok: true; entries: FileEntry[]; entry: T } | { ok: false; error: string },
) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};

function project() {
  let list = defaultFiles(new Date('2026-01-01T00:00:00Z'));
  list = must(
    createEntry(list, { name: 'src', type: 'folder', parentPath: '/', id: 'f1' }),
  ).entries;
  list = must(
    createEntry(list, { name: 'app.js', type: 'file', parentPath: '/src', id: 'a', content: 'x' }),
  ).entries;
  return list;
}

describe('file entries', () => {
  it('makes ids from a timestamp and a random suffix', () => {
    expect(newId(1700000000000, () => 0.5)).toMatch(/^1700000000000-[0-9a-z]{6}$/);
  });

  it('starts with the welcome file', () => {
    const [welcome] = defaultFiles(new Date());
    expect(welcome).toMatchObject({ id: WELCOME_ID, path: '/welcome.md', modified: false });
  });

  it('creates files with path = parent path + name and an empty modified flag', () => {
    const list = project();
    expect(list.find((e) => e.id === 'a')).toMatchObject({
      path: '/src/app.js',
      modified: false,
      lastSaved: null,
    });
    expect(childrenOf(list, '/').map((e) => e.name)).toEqual(['src', 'welcome.md']);
  });

  it('refuses a file in a missing folder', () => {
    const r = createEntry([], { name: 'a', type: 'file', parentPath: '/nope', id: 'x' });
    expect(r).toEqual({ ok: false, error: 'The folder "/nope" does not exist.' });
  });

  it('renames a folder and moves everything inside it', () => {
    const r = must(renameEntry(project(), 'f1', 'lib'));
    expect(r.entries.find((e) => e.id === 'a')?.path).toBe('/lib/app.js');
    expect(r.entry.path).toBe('/lib');
  });

  it('refuses a rename onto an existing name and changes nothing', () => {
    const list = project();
    const r = renameEntry(list, 'f1', 'WELCOME.md');
    expect(r).toEqual({
      ok: false,
      error:
        '"welcome.md" already exists here (names are not case-sensitive). Choose a different name.',
    });
  });

  it('deletes a folder with its contents', () => {
    const r = must(deleteEntry(project(), 'f1'));
    expect(r.entry.removedIds.sort()).toEqual(['a', 'f1']);
    expect(r.entries.map((e) => e.id)).toEqual([WELCOME_ID]);
  });

  it('sets modified on a content change and clears it on save', () => {
    let list = setContent(project(), 'a', 'y');
    expect(list.find((e) => e.id === 'a')?.modified).toBe(true);
    list = markSaved(list, 'a', new Date('2026-02-02T00:00:00Z'));
    expect(list.find((e) => e.id === 'a')).toMatchObject({
      modified: false,
      lastSaved: '2026-02-02T00:00:00.000Z',
    });
    expect(setContent(list, 'a', 'y').find((e) => e.id === 'a')?.modified).toBe(false);
  });
});

describe('names', () => {
  const siblings = [{ id: '1', name: 'main.py' }];
  it.each([
    ['', 'A file name cannot be empty.'],
    ['   ', 'A file name cannot be empty.'],
    [
      'a/b',
      'A file name cannot contain "/" or "\\". Create a folder first, then add the file inside it.',
    ],
    ['..', '"..' + '" is reserved and cannot be a file name.'],
    ['a\u0007', 'A file name cannot contain control characters.'],
    ['a:b', 'A file name cannot contain ":".'],
    ['main.py', '"main.py" already exists here. Choose a different name.'],
    ['x'.repeat(256), 'That name is 256 characters long; the limit is 255.'],
  ])('rejects %j', (name, message) => {
    expect(validateName(name, siblings, 'file')).toBe(message);
  });

  it('accepts ordinary names, unicode and spaces', () => {
    expect(validateName('hello world.js', siblings, 'file')).toBeNull();
    expect(validateName('données.py', siblings, 'file')).toBeNull();
    expect(validateName('main.py', siblings, 'file', '1')).toBeNull();
  });

  it('finds a free name', () => {
    expect(uniqueName('untitled.txt', [{ name: 'untitled.txt' }, { name: 'untitled-2.txt' }])).toBe(
      'untitled-3.txt',
    );
    expect(uniqueName('new-folder', [])).toBe('new-folder');
  });
});

describe('stored list schema', () => {
  it('round-trips a list', () => {
    const list = project();
    expect(parseFileList(serializeFileList(list))).toEqual({ entries: list, expanded: new Set() });
  });

  it.each([
    ['not json', '{'],
    ['not a list', '{"a":1}'],
    [
      'wrong field type',
      '[{"id":"a","name":"a","type":"file","content":1,"path":"/a","modified":false,"lastSaved":null}]',
    ],
    [
      'duplicate id',
      JSON.stringify([
        {
          id: 'a',
          name: 'a',
          type: 'file',
          content: '',
          path: '/a',
          modified: false,
          lastSaved: null,
        },
        {
          id: 'a',
          name: 'b',
          type: 'file',
          content: '',
          path: '/b',
          modified: false,
          lastSaved: null,
        },
      ]),
    ],
    [
      'missing parent',
      JSON.stringify([
        {
          id: 'a',
          name: 'a',
          type: 'file',
          content: '',
          path: '/x/a',
          modified: false,
          lastSaved: null,
        },
      ]),
    ],
    [
      'path not matching name',
      JSON.stringify([
        {
          id: 'a',
          name: 'a',
          type: 'file',
          content: '',
          path: '/b',
          modified: false,
          lastSaved: null,
        },
      ]),
    ],
  ])('rejects %s', (_, text) => {
    expect(parseFileList(text)).toBeNull();
  });
});

describe('language choice', () => {
  it('is set and cleared per file, and dropped by a rename', () => {
    const created = createEntry([], { name: 'notes.txt', type: 'file', parentPath: '/', id: 'a' });
    if (!created.ok) throw new Error(created.error);
    const chosen = setLanguage(created.entries, 'a', 'python');
    expect(chosen[0]?.language).toBe('python');
    expect(setLanguage(chosen, 'a', null)[0]).not.toHaveProperty('language');
    const renamed = renameEntry(chosen, 'a', 'notes.md');
    expect(renamed.ok && renamed.entry).not.toHaveProperty('language');
  });

  it('does not apply to folders', () => {
    const created = createEntry([], { name: 'src', type: 'folder', parentPath: '/', id: 'f' });
    if (!created.ok) throw new Error(created.error);
    expect(setLanguage(created.entries, 'f', 'python')[0]).not.toHaveProperty('language');
  });
});

describe('stored language choice', () => {
  it('survives a save and load, and a wrong type is rejected', () => {
    const list = [
      {
        id: 'a',
        name: 'x.txt',
        type: 'file',
        content: 'print(1)',
        path: '/x.txt',
        modified: false,
        lastSaved: null,
        language: 'python',
      },
    ];
    expect(parseFileList(JSON.stringify(list))?.entries[0]?.language).toBe('python');
    expect(parseFileList(JSON.stringify([{ ...list[0], language: 3 }]))).toBeNull();
  });
});

describe('breakpoints', () => {
  const file = () => {
    const created = createEntry([], { name: 'a.py', type: 'file', parentPath: '/', id: 'a' });
    if (!created.ok) throw new Error(created.error);
    return created.entries;
  };

  it('are kept ascending without repeats, and an empty list leaves no field', () => {
    const set = setBreakpoints(file(), 'a', [7, 3, 7, 0, 1.5]);
    expect(set[0]?.breakpoints).toEqual([3, 7]);
    expect(setBreakpoints(set, 'a', [])[0]).not.toHaveProperty('breakpoints');
    // The same lines keep the same entry, so nothing is written again.
    expect(setBreakpoints(set, 'a', [7, 3])[0]).toBe(set[0]);
  });

  it('toggle on and off per line, never on a folder, and survive a rename and a save', () => {
    let list = toggleBreakpoint(file(), 'a', 4);
    list = toggleBreakpoint(list, 'a', 2);
    expect(list[0]?.breakpoints).toEqual([2, 4]);
    expect(toggleBreakpoint(list, 'a', 4)[0]?.breakpoints).toEqual([2]);
    const renamed = renameEntry(list, 'a', 'b.py');
    expect(renamed.ok && renamed.entry.breakpoints).toEqual([2, 4]);
    expect(parseFileList(serializeFileList(list))?.entries[0]?.breakpoints).toEqual([2, 4]);
    const folder = createEntry([], { name: 'src', type: 'folder', parentPath: '/', id: 'f' });
    if (!folder.ok) throw new Error(folder.error);
    expect(toggleBreakpoint(folder.entries, 'f', 1)[0]).not.toHaveProperty('breakpoints');
  });
});
