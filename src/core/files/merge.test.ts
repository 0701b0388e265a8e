import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FileEntry } from './file-entry';
import { mergeExpanded, mergeFileLists, repairPaths } from './merge';
import { parseFileList, serializeFileList } from './schema';

const file = (id: string, name: string, content = '', path = `/${name}`): FileEntry => ({
  id,
  name,
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
});

let n = 0;
const makeId = () => `copy-${++n}`;

describe('mergeFileLists', () => {
  const base = [file('a', 'a.js', 'A'), file('b', 'b.js', 'B')];

  it('keeps both tabs’ edits to different files', () => {
    const local = [file('a', 'a.js', 'A2'), file('b', 'b.js', 'B')];
    const remote = [file('a', 'a.js', 'A'), file('b', 'b.js', 'B2')];
    const r = mergeFileLists(base, local, remote, makeId);
    expect(r.entries.map((e) => e.content)).toEqual(['A2', 'B2']);
    expect(r.changedByOther.map((e) => e.id)).toEqual(['b']);
  });

  it('adds files created in either tab', () => {
    const local = [...base, file('c', 'c.js')];
    const remote = [...base, file('d', 'd.js')];
    expect(mergeFileLists(base, local, remote, makeId).entries.map((e) => e.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('applies a deletion from the other tab when this tab did not touch the file', () => {
    const r = mergeFileLists(base, base, [base[0]!], makeId);
    expect(r.entries.map((e) => e.id)).toEqual(['a']);
    expect(r.removedByOther.map((e) => e.id)).toEqual(['b']);
  });

  it('keeps a file edited here even when the other tab deleted it', () => {
    const local = [base[0]!, file('b', 'b.js', 'B2')];
    expect(mergeFileLists(base, local, [base[0]!], makeId).entries.map((e) => e.content)).toEqual([
      'A',
      'B2',
    ]);
  });

  it('keeps both versions when both tabs changed one file', () => {
    const local = [file('a', 'a.js', 'mine'), base[1]!];
    const remote = [file('a', 'a.js', 'theirs'), base[1]!];
    const r = mergeFileLists(base, local, remote, makeId);
    expect(r.entries.map((e) => [e.name, e.content])).toEqual([
      ['a.js', 'mine'],
      ['b.js', 'B'],
      ['a (other tab).js', 'theirs'],
    ]);
  });

  it('renames a duplicate path created in both tabs', () => {
    const r = mergeFileLists([], [file('x', 'n.js', '1')], [file('y', 'n.js', '2')], makeId);
    expect(r.entries.map((e) => e.path)).toEqual(['/n.js', '/n-2.js']);
  });
});

describe('mergeExpanded', () => {
  it('keeps each folder as the tab that opened or closed it left it', () => {
    const base = new Set(['a', 'b']);
    // Here: b closed, c opened. There: a closed, d opened; b and c untouched.
    const open = mergeExpanded(base, new Set(['a', 'c']), new Set(['b', 'd']));
    expect([...open].sort()).toEqual(['c', 'd']);
    // Both tabs closed the same folder, or both opened one: it stays so.
    expect([...mergeExpanded(base, new Set(['b', 'e']), new Set(['b', 'e']))].sort()).toEqual([
      'b',
      'e',
    ]);
  });
});

describe('repairPaths', () => {
  it('moves orphans of a vanished folder to the root, keeping their subtree', () => {
    const folder: FileEntry = {
      ...file('f', 'sub', '', '/old/sub'),
      type: 'folder',
    };
    const child = file('c', 'c.js', 'x', '/old/sub/c.js');
    const out = repairPaths([folder, child]);
    expect(out.map((e) => e.path)).toEqual(['/sub', '/sub/c.js']);
    expect(parseFileList(serializeFileList(out))).not.toBeNull();
  });
});

// Property: whatever two tabs do to a common base, every file content either tab wrote is still
// present after merging, and the result is a valid list.
const contentArb = fc.string({ maxLength: 5 });
type Edit =
  | { kind: 'edit'; id: string; content: string }
  | { kind: 'delete'; id: string }
  | { kind: 'add'; name: string; content: string };
const editArb = (ids: string[]): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('edit' as const),
      id: fc.constantFrom(...ids),
      content: contentArb,
    }),
    fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom(...ids) }),
    fc.record({
      kind: fc.constant('add' as const),
      name: fc.constantFrom('p.js', 'q.js', 'a.js'),
      content: contentArb,
    }),
  );

function apply(list: FileEntry[], edits: Edit[], tag: string): FileEntry[] {
  let out = [...list];
  edits.forEach((e, i) => {
    if (e.kind === 'edit')
      out = out.map((f) => (f.id === e.id ? { ...f, content: e.content, modified: true } : f));
    if (e.kind === 'delete') out = out.filter((f) => f.id !== e.id);
    if (e.kind === 'add' && !out.some((f) => f.name === e.name))
      out.push(file(`${tag}${i}`, e.name, e.content));
  });
  return out;
}

describe('merge properties', () => {
  it('never loses content that either tab holds and always yields a valid list', () => {
    const base = [file('a', 'a.js', 'A'), file('b', 'b.js', 'B'), file('c', 'c.js', 'C')];
    fc.assert(
      fc.property(
        fc.array(editArb(['a', 'b', 'c']), { maxLength: 6 }),
        fc.array(editArb(['a', 'b', 'c']), { maxLength: 6 }),
        (le, re) => {
          const local = apply(base, le, 'L');
          const remote = apply(base, re, 'R');
          const merged = mergeFileLists(base, local, remote, makeId).entries;
          expect(parseFileList(serializeFileList(merged))).not.toBeNull();
          const contents = merged.map((f) => f.content);
          // Every locally changed or added file survives with its content.
          for (const f of local) {
            const before = base.find((x) => x.id === f.id);
            if (!before || before.content !== f.content) expect(contents).toContain(f.content);
          }
          for (const f of remote) {
            const before = base.find((x) => x.id === f.id);
            if (!before || before.content !== f.content) expect(contents).toContain(f.content);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
