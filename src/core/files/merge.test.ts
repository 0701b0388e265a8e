import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FileEntry } from './file-entry';
import { mergeExpanded, mergeFileLists, repairPaths } from './merge';
import { conflictCopyId, findConflicts } from './conflicts';
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

  it('takes breakpoints set in the other tab', () => {
    const remote = [{ ...file('a', 'a.js', 'A'), breakpoints: [1] }, base[1]!];
    const r = mergeFileLists(base, base, remote, makeId);
    expect(r.entries[0]?.breakpoints).toEqual([1]);
    expect(r.changedByOther.map((e) => e.id)).toEqual(['a']);
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

  it('links the copy to its file, under an id every tab gives it', () => {
    const local = [file('a', 'a.js', 'mine'), base[1]!];
    const remote = [file('a', 'a.js', 'theirs'), base[1]!];
    const r = mergeFileLists(base, local, remote, makeId);
    expect(r.conflictCopies).toEqual([
      {
        ...file('a', 'a (other tab).js', 'theirs'),
        id: conflictCopyId('a'),
        modified: true,
        conflictOf: 'a',
      },
    ]);
    expect(r.keptHere).toEqual(['a']);
  });

  it('updates the one copy when both tabs change the file again', () => {
    const copy = { ...file('a.other-tab', 'a (other tab).js', 'theirs 1'), conflictOf: 'a' };
    const before = [file('a', 'a.js', 'mine 1'), copy];
    const local = [file('a', 'a.js', 'mine 2'), copy];
    const remote = [file('a', 'a.js', 'theirs 2'), copy];
    const r = mergeFileLists(before, local, remote, makeId);
    expect(r.entries.map((e) => [e.name, e.content, e.conflictOf])).toEqual([
      ['a.js', 'mine 2', undefined],
      ['a (other tab).js', 'theirs 2', 'a'],
    ]);
    expect(r.conflictCopies).toEqual([]); // updated, not made: no second notice
    expect(r.keptHere).toEqual(['a']);
  });

  it('makes one copy, not one per edit, when two tabs take turns editing one file', () => {
    // Two tabs and the storage they share: a write first merges what another tab stored.
    let stored = [file('a', 'a.js', 'start')];
    const tabs = [0, 1].map(() => ({ base: stored, local: stored }));
    const pull = (tab: (typeof tabs)[number]) => {
      tab.local = mergeFileLists(tab.base, tab.local, stored, makeId).entries;
      tab.base = stored;
    };
    const write = (tab: (typeof tabs)[number]) => {
      if (tab.base !== stored) pull(tab);
      stored = tab.base = tab.local;
    };
    const type = (tab: (typeof tabs)[number], text: string) => {
      tab.local = tab.local.map((e) =>
        e.id === 'a' ? { ...e, content: `${e.content} ${text}`, modified: true } : e,
      );
    };
    for (let round = 0; round < 6; round++) {
      const [first, second] = round % 2 ? [tabs[1]!, tabs[0]!] : [tabs[0]!, tabs[1]!];
      type(tabs[0]!, `one${round}`);
      type(tabs[1]!, `two${round}`);
      write(first);
      write(second); // both changed a.js since they last agreed: a conflict each round
      pull(first);
    }
    for (const list of [stored, tabs[0]!.local, tabs[1]!.local]) {
      expect(list.map((e) => e.name)).toEqual(['a.js', 'a (other tab).js']);
      expect(list[1]!.conflictOf).toBe('a');
    }
    // The file has the version of the tab that wrote last, the copy the other's.
    expect(stored[0]!.content).toMatch(/one5$/);
    expect(stored[1]!.content).toMatch(/two5$/);
    expect(tabs[0]!.local).toEqual(stored);
    expect(tabs[1]!.local).toEqual(stored);
  });

  it('takes a copy the other tab made instead of making a second one', () => {
    const copy = { ...file(conflictCopyId('a'), 'a (other tab).js', 'mine 1'), conflictOf: 'a' };
    // The other tab kept its version and put this tab's in the copy; this tab typed on since.
    const r = mergeFileLists(
      [file('a', 'a.js', 'mine 1')],
      [file('a', 'a.js', 'mine 2')],
      [file('a', 'a.js', 'theirs 1'), copy],
      makeId,
    );
    expect(r.entries.map((e) => [e.name, e.content])).toEqual([
      ['a.js', 'mine 2'],
      ['a (other tab).js', 'theirs 1'],
    ]);
    expect(r.conflictCopies).toEqual([]);
  });

  it('keeps this tab’s text of a copy both tabs changed, and the other’s where no file has it', () => {
    const link = (content: string) => ({
      ...file(conflictCopyId('a'), 'a (other tab).js', content),
      conflictOf: 'a',
    });
    const base = [file('a', 'a.js', 'A'), link('old')];
    const held = mergeFileLists(
      base,
      [file('a', 'a.js', 'A'), link('x')],
      [file('a', 'a.js', 'A'), link('A')],
      makeId,
    );
    expect(held.entries.map((e) => e.content)).toEqual(['A', 'x']);
    const typed = mergeFileLists(
      base,
      [file('a', 'a.js', 'A'), link('x')],
      [file('a', 'a.js', 'A'), link('typed there')],
      makeId,
    );
    expect(typed.entries.map((e) => [e.name, e.content, e.conflictOf])).toEqual([
      ['a.js', 'A', undefined],
      ['a (other tab).js', 'x', 'a'],
      ['a (other tab) (other tab).js', 'typed there', undefined],
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

describe('merge properties with a conflict under way', () => {
  it('keeps one copy per file, a valid list, and every file text either tab wrote', () => {
    const copy: FileEntry = {
      ...file(conflictCopyId('a'), 'a (other tab).js', 'other'),
      conflictOf: 'a',
    };
    const base = [file('a', 'a.js', 'A'), file('b', 'b.js', 'B'), copy];
    const ids = ['a', 'b', copy.id];
    fc.assert(
      fc.property(
        fc.array(editArb(ids), { maxLength: 6 }),
        fc.array(editArb(ids), { maxLength: 6 }),
        (le, re) => {
          const local = apply(base, le, 'L');
          const remote = apply(base, re, 'R');
          const merged = mergeFileLists(base, local, remote, makeId).entries;
          expect(parseFileList(serializeFileList(merged))).not.toBeNull();
          expect(merged.filter((e) => e.conflictOf === 'a').length).toBeLessThanOrEqual(1);
          // Both tabs changed a.js and it is still there: its copy holds the other version.
          const mine = local.find((e) => e.id === 'a');
          const theirs = remote.find((e) => e.id === 'a');
          const changed = (e: FileEntry | undefined) => e !== undefined && e.content !== 'A';
          if (changed(mine) && changed(theirs) && mine!.content !== theirs!.content) {
            expect(findConflicts(merged).byFile.get('a')?.copy.content).toBe(theirs!.content);
          }
          // A file's text (not a copy's: a newer conflict updates it) is never lost.
          const contents = merged.map((f) => f.content);
          for (const f of [...local, ...remote]) {
            const before = base.find((x) => x.id === f.id);
            if (f.id === copy.id) continue;
            if (!before || before.content !== f.content) expect(contents).toContain(f.content);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
