import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../core/files/file-entry';
import { createRowBuilder, type TreeRow, type TreeRows } from './tree-rows';

/** Every row of a list, in order, as the tree would show them scrolled from top to bottom. */
const all = (rows: TreeRows): TreeRow[] =>
  Array.from({ length: rows.length }, (_, i) => rows.at(i) as TreeRow);

/** An entry for these tests; `open` marks a folder that is open. */
type Entry = FileEntry & { open?: boolean };

/** The ids of the open folders of a list. */
const openIn = (list: readonly Entry[]) => new Set(list.filter((e) => e.open).map((e) => e.id));

/** A builder whose calls give every row as an array; the open folders default to those marked. */
const arrayBuilder = () => {
  const build = createRowBuilder();
  return (list: readonly Entry[], query: string, open = openIn(list)) =>
    all(build(list, open, query));
};

/** The rows of one call, from a builder with nothing remembered. */
const visibleRows = (list: readonly Entry[], query: string) => arrayBuilder()(list, query);

const entry = (path: string, type: 'file' | 'folder' = 'file', open = false): Entry => ({
  id: path,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  content: '',
  path,
  modified: false,
  lastSaved: null,
  ...(open ? { open } : {}),
});

const list = [
  entry('/z.js'),
  entry('/src', 'folder', true),
  entry('/src/b.js'),
  entry('/src/lib', 'folder', false),
  entry('/src/lib/deep.js'),
  entry('/a.md'),
];

describe('explorer rows', () => {
  it('lists folders first, then files, and walks only open folders', () => {
    expect(visibleRows(list, '').map((r) => [r.entry.path, r.level])).toEqual([
      ['/src', 1],
      ['/src/lib', 2],
      ['/src/b.js', 2],
      ['/a.md', 1],
      ['/z.js', 1],
    ]);
  });

  it('opens the folders that lead to a search hit', () => {
    expect(visibleRows(list, 'deep').map((r) => r.entry.path)).toEqual([
      '/src',
      '/src/lib',
      '/src/lib/deep.js',
    ]);
  });

  it('searches names in any case, and a blank search shows the tree', () => {
    expect(visibleRows(list, ' DEEP ').map((r) => r.entry.path)).toEqual([
      '/src',
      '/src/lib',
      '/src/lib/deep.js',
    ]);
    expect(visibleRows(list, 'zzz')).toEqual([]);
    expect(visibleRows(list, '   ')).toEqual(visibleRows(list, ''));
  });

  it('shows a folder that matches, open, with only the entries under it that match too', () => {
    const nested = [
      entry('/apps', 'folder', false),
      entry('/apps/readme.md'),
      entry('/apps/app2.js'),
      entry('/apps/inner', 'folder', false),
      entry('/apps/inner/x.js'),
      entry('/lib', 'folder', false),
      entry('/lib/application.ts'),
      entry('/lib/other.ts'),
    ];
    expect(
      visibleRows(nested, 'app').map((r) => [
        r.entry.path,
        r.level,
        r.expanded,
        r.posInSet,
        r.setSize,
      ]),
    ).toEqual([
      ['/apps', 1, true, 1, 2],
      ['/apps/app2.js', 2, false, 1, 1],
      ['/lib', 1, true, 2, 2],
      ['/lib/application.ts', 2, false, 1, 1],
    ]);
  });
});

describe('explorer rows in a large tree', () => {
  it('orders numbered names as numbers and gives each row its place among its siblings', () => {
    const many = [
      entry('/big', 'folder', true),
      ...[10, 2, 1].map((n) => entry(`/big/f${n}.js`)),
      entry('/top.js'),
    ];
    expect(
      visibleRows(many, '').map((r) => [r.entry.path, r.posInSet, r.setSize, r.level]),
    ).toEqual([
      ['/big', 1, 2, 1],
      ['/big/f1.js', 1, 3, 2],
      ['/big/f2.js', 2, 3, 2],
      ['/big/f10.js', 3, 3, 2],
      ['/top.js', 2, 2, 1],
    ]);
  });

  it('finds a row by index or by entry, across folders and in a search', () => {
    const tree = [
      entry('/a', 'folder', true),
      entry('/a/inner', 'folder', true),
      entry('/a/inner/x.js'),
      ...Array.from({ length: 3000 }, (_, i) => entry(`/a/m${i}.js`)),
      entry('/z.js'),
    ];
    const rows = createRowBuilder()(tree, openIn(tree), '');
    expect(rows.length).toBe(3004);
    expect(rows.at(-1)).toBeUndefined();
    expect(rows.at(3004)).toBeUndefined();
    expect(rows.at(2)).toMatchObject({ entry: { path: '/a/inner/x.js' }, level: 3 });
    expect(rows.at(3)).toMatchObject({ entry: { path: '/a/m0.js' }, posInSet: 2, setSize: 3001 });
    expect(rows.at(3003)).toMatchObject({ entry: { path: '/z.js' }, level: 1, posInSet: 2 });
    expect(rows.indexOf('/a/m2999.js')).toBe(3002);
    expect(rows.indexOf('/a/inner')).toBe(1);
    expect(rows.indexOf('/nowhere')).toBe(-1);
    const hits = createRowBuilder()(tree, openIn(tree), 'm29');
    // '/a', then m29 and m290–m299 and m2900–m2999: 111 files.
    expect(hits.length).toBe(112);
    expect(hits.at(1)).toMatchObject({ entry: { path: '/a/m29.js' }, posInSet: 1, setSize: 111 });
    expect(hits.indexOf('/a/m2999.js')).toBe(111);
    // Not a hit, so not shown.
    expect(hits.indexOf('/a/m3.js')).toBe(-1);
    expect(hits.indexOf('/a/inner/x.js')).toBe(-1);
  });
});

describe('explorer rows between calls', () => {
  it('keeps the order and the rows right as entries change, folders open and are searched', () => {
    const rowsOf = arrayBuilder();
    const paths = (rows: { entry: FileEntry }[]) => rows.map((r) => r.entry.path);
    const folder = entry('/big', 'folder');
    const files = [10, 2, 1].map((n) => entry(`/big/f${n}.js`));
    let list = [folder, ...files, entry('/top.js')];
    expect(paths(rowsOf(list, ''))).toEqual(['/big', '/top.js']);
    // Opening the folder changes no entry: its children keep their sorted order.
    const open = new Set(['/big']);
    expect(paths(rowsOf(list, '', open))).toEqual([
      '/big',
      '/big/f1.js',
      '/big/f2.js',
      '/big/f10.js',
      '/top.js',
    ]);
    // A search filters the sorted children and numbers the rows among those shown.
    expect(rowsOf(list, 'F1', open).map((r) => [r.entry.path, r.posInSet, r.setSize])).toEqual([
      ['/big', 1, 1],
      ['/big/f1.js', 1, 2],
      ['/big/f10.js', 2, 2],
    ]);
    // A renamed child is another object: its folder is sorted again.
    list = list.map((e) =>
      e.path === '/big/f10.js' ? { ...e, name: 'a0.js', path: '/big/a0.js' } : e,
    );
    expect(paths(rowsOf(list, '', open))).toEqual([
      '/big',
      '/big/a0.js',
      '/big/f1.js',
      '/big/f2.js',
      '/top.js',
    ]);
    // Leaving the search shows the whole tree again.
    expect(rowsOf(list, 'zzz', open)).toEqual([]);
    expect(rowsOf(list, '', open)).toHaveLength(5);
  });

  it('shows the newest copy of an edited entry, and sorts again when the list is reordered', () => {
    const rowsOf = arrayBuilder();
    const files = [10, 2, 1].map((n) => entry(`/big/f${n}.js`));
    let list = [entry('/big', 'folder', true), ...files];
    rowsOf(list, '');
    // A file's text saved: a copy at the same place.
    const edited = { ...files[1]!, content: 'saved', modified: true };
    list = list.map((e) => (e.path === edited.path ? edited : e));
    let rows = rowsOf(list, '');
    expect(rows.map((r) => r.entry.path)).toEqual([
      '/big',
      '/big/f1.js',
      '/big/f2.js',
      '/big/f10.js',
    ]);
    expect(rows[2]?.entry).toBe(edited);
    // The folder closed, then searched: a search shows it open.
    expect(rowsOf(list, '', new Set()).map((r) => [r.entry.path, r.expanded])).toEqual([
      ['/big', false],
    ]);
    rows = rowsOf(list, 'f2', new Set());
    expect(rows.map((r) => r.entry)).toEqual([list[0], edited]);
    // The same entries in another order, and one renamed among them.
    list = [list[0]!, { ...edited, name: 'a.js', path: '/big/a.js' }, files[0]!, files[2]!];
    expect(rowsOf(list, '').map((r) => r.entry.path)).toEqual([
      '/big',
      '/big/a.js',
      '/big/f1.js',
      '/big/f10.js',
    ]);
  });
});
