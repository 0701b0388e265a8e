import { describe, expect, it } from 'vitest';
import type { FileEntry } from './file-entry';
import { describeRestore, keptText, restoreSalvaged, salvage, wholeObjectsIn } from './salvage';

const rec = (path: string, content: unknown = '', extra: object = {}) => ({
  id: `id${path}`,
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
  ...extra,
});

const file = (path: string, content: string): FileEntry => ({
  id: `e${path}`,
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
});

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('keptText', () => {
  it('shows a string as it is and anything else as indented JSON', () => {
    expect(keptText('[{"broken"')).toBe('[{"broken"');
    expect(keptText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(keptText(undefined)).toBe('undefined');
    expect(keptText(10n)).toBe('10');
    const blob = new Blob(['abc'], { type: 'image/png' });
    expect(keptText({ blob })).toBe('{\n  "blob": "[binary data: 3 bytes, image/png]"\n}');
  });
});

describe('salvage', () => {
  it('makes files of a list whose records miss fields, and names what it cannot use', () => {
    const text = JSON.stringify([
      { name: 'a.js', content: 'one', path: '/src/a.js' }, // no id, modified, lastSaved
      rec('/src', '', { type: 'folder' }),
      rec('/broken.js', 42),
      7,
    ]);
    const s = salvage(text);
    expect(s.files).toEqual([{ path: 'src/a.js', content: 'one' }]);
    expect(s.folders).toEqual(['src']);
    expect(s.problems).toEqual([
      '"broken.js" has no text to restore (its text is a number).',
      'Item 4 has no name, so it is not a file.',
    ]);
  });

  it('reads a record as it is, and says a binary file cannot come back from it', () => {
    const s = salvage([
      rec('/r.js', 'from a record'),
      rec('/p.png', '', { blob: new Blob(['x']) }),
    ]);
    expect(s.files).toEqual([{ path: 'r.js', content: 'from a record' }]);
    expect(s.problems).toEqual([
      '"p.png" is a picture or other binary file, which cannot be restored from saved data.',
    ]);
  });

  it('reads one record, and the files of an export', () => {
    expect(salvage(JSON.stringify(rec('/x.py', 'print(1)'))).files).toEqual([
      { path: 'x.py', content: 'print(1)' },
    ]);
    const exported = JSON.stringify({ exportedAt: 'today', files: [rec('/y.md', '# y')] });
    expect(salvage(exported).files).toEqual([{ path: 'y.md', content: '# y' }]);
  });

  it('gives back every whole item of a list cut off part-way, and says it was damaged', () => {
    const whole = JSON.stringify([rec('/a.js', 'a {} "}" \\" {'), rec('/b.js', 'b')]);
    const cut = whole.slice(0, whole.length - 8);
    const s = salvage(cut);
    expect(s.files).toEqual([{ path: 'a.js', content: 'a {} "}" \\" {' }]);
    expect(s.problems).toEqual(['The saved text is damaged; 1 whole item could be read from it.']);
  });

  it('says when nothing whole is in damaged text', () => {
    const s = salvage('not json at all {');
    expect(s.files).toEqual([]);
    expect(s.problems).toEqual([
      'The saved text is damaged and no whole file could be found in it.',
    ]);
  });

  it('repairs names the editor refuses and refuses paths that leave the project', () => {
    const s = salvage(
      JSON.stringify([rec('/sr:c/a<b>.js', 'x'), { name: 'up', path: '../../etc', content: '' }]),
    );
    expect(s.files).toEqual([{ path: 'sr_c/a_b_.js', content: 'x' }]);
    expect(s.renamed).toEqual([{ from: 'sr:c/a<b>.js', to: 'sr_c/a_b_.js' }]);
    expect(s.problems).toEqual(['Item 2 has a name that leads nowhere ("../../etc").']);
  });
});

describe('wholeObjectsIn', () => {
  it('takes an entry whole, not the objects inside it', () => {
    expect(wholeObjectsIn('[{"name":"a","meta":{"name":"inner"}},{"na')).toEqual([
      { name: 'a', meta: { name: 'inner' } },
    ]);
  });
});

describe('restoreSalvaged', () => {
  it('brings files back under their names, renaming on a clash, leaving equal files be', () => {
    const entries = [file('/a.js', 'mine'), file('/same.js', 'same')];
    const salvaged = salvage(
      JSON.stringify([
        rec('/a.js', 'kept'),
        rec('/same.js', 'same'),
        rec('/lib/b.js', 'b'),
        rec('/lib/b.js', 'b'),
      ]),
    );
    const r = restoreSalvaged(entries, salvaged, ids());
    expect(r.entries.map((e) => `${e.path}:${e.content}`)).toEqual([
      '/a.js:mine',
      '/same.js:same',
      '/a-2.js:kept',
      '/lib:',
      '/lib/b.js:b',
    ]);
    expect(r.restored).toEqual([
      { path: '/a-2.js', wanted: '/a.js' },
      { path: '/lib/b.js', wanted: '/lib/b.js' },
    ]);
    expect(r.unchanged).toEqual(['/same.js']);
    const said = describeRestore(r, salvaged);
    expect(said.title).toBe('Restored 2 files');
    expect(said.lines).toEqual([
      'Restored a-2.js, lib/b.js.',
      'A file with that name was already there, so "a.js" came back as "a-2.js".',
      '1 file was already in the project with the same text: same.js.',
    ]);
  });

  it('says what could not be restored and that nothing was', () => {
    const salvaged = salvage('{"name":"x.js","content":null}');
    const r = restoreSalvaged([], salvaged, ids());
    expect(r.entries).toEqual([]);
    expect(describeRestore(r, salvaged)).toEqual({
      title: 'Nothing to restore',
      lines: [
        'Could not restore: "x.js" has no text to restore (its text is empty).',
        'Download the saved data to look at it yourself.',
      ],
    });
  });
});
