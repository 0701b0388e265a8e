import { describe, expect, it } from 'vitest';
import type { FileEntry } from './file-entry';
import {
  conflictAt,
  conflictCopyId,
  conflictMessage,
  fileOfClosedCopy,
  findConflicts,
  resolveConflict,
  viewsAfterMerge,
  type ConflictView,
} from './conflicts';
import { mergeFileLists } from './merge';

const file = (id: string, name: string, content = ''): FileEntry => ({
  id,
  name,
  type: 'file',
  content,
  path: `/${name}`,
  modified: false,
  lastSaved: null,
});
const copyOf = (id: string, content: string): FileEntry => ({
  ...file(conflictCopyId(id), 'a (other tab).js', content),
  conflictOf: id,
});

const a = file('a', 'a.js', 'mine');
const copy = copyOf('a', 'theirs');
const b = file('b', 'b.js', 'B');

describe('findConflicts and conflictAt', () => {
  it('pairs each file with its copy and tells which side an id is', () => {
    const list = [a, b, copy];
    expect(findConflicts(list).byFile.get('a')).toEqual({ file: a, copy });
    expect(conflictAt(list, 'a')?.viewing).toBe('file');
    expect(conflictAt(list, copy.id)?.viewing).toBe('copy');
    expect(conflictAt(list, 'b')).toBeNull();
    expect(conflictAt(list, null)).toBeNull();
    // The same answer for the same list, so a store selector does not render in a loop.
    expect(conflictAt(list, 'a')).toBe(conflictAt(list, 'a'));
  });

  it('treats a copy whose file is gone as a plain file', () => {
    expect(findConflicts([b, copy]).byFile.size).toBe(0);
    expect(conflictAt([b, copy], copy.id)).toBeNull();
  });
});

describe('resolveConflict', () => {
  it('keeps the file as it is and deletes the copy', () => {
    const r = resolveConflict([a, b, copy], 'a', 'file')!;
    expect(r.entries).toEqual([a, b]);
    expect(r.removed).toBe(copy);
  });

  it('puts the copy’s text into the file and deletes the copy', () => {
    const r = resolveConflict([a, b, copy], 'a', 'copy')!;
    expect(r.entries).toEqual([{ ...a, content: 'theirs', modified: true }, b]);
    expect(r.file.content).toBe('theirs');
  });

  it('does nothing for a file without a copy', () => {
    expect(resolveConflict([a, b], 'a', 'copy')).toBeNull();
  });
});

describe('fileOfClosedCopy', () => {
  it('shows the file when the open copy is gone, and nothing else changes', () => {
    expect(fileOfClosedCopy([a, copy], [a], copy.id)).toBe('a');
    expect(fileOfClosedCopy([a, copy], [a, copy], copy.id)).toBeNull();
    expect(fileOfClosedCopy([a, copy], [], copy.id)).toBeNull();
    expect(fileOfClosedCopy([a, b], [a], 'b')).toBeNull();
  });
});

describe('viewsAfterMerge', () => {
  const base = [file('a', 'a.js', 'start')];

  it('says this tab’s version stayed when the merge kept it', () => {
    const local = [file('a', 'a.js', 'mine')];
    const merged = mergeFileLists(base, local, [file('a', 'a.js', 'theirs')], () => 'x');
    expect(viewsAfterMerge(new Map(), local, merged).get('a')).toEqual({
      file: 'this tab',
      copy: 'other tab',
    });
  });

  it('says the other tab’s version came in, and this tab’s is in the copy', () => {
    // This tab's write landed first; the other tab kept its version and copied this one.
    const local = [file('a', 'a.js', 'mine')];
    const remote = [file('a', 'a.js', 'theirs'), copyOf('a', 'mine')];
    const merged = mergeFileLists(local, local, remote, () => 'x');
    expect(merged.entries.map((e) => e.content)).toEqual(['theirs', 'mine']);
    expect(viewsAfterMerge(new Map(), local, merged).get('a')).toEqual({
      file: 'other tab',
      copy: 'this tab',
    });
  });

  it('leaves a view as it was when the other tab only saved, and forgets ended conflicts', () => {
    const local = [a, copy];
    const views = new Map<string, ConflictView>([['a', { file: 'this tab', copy: 'other tab' }]]);
    const saved = [{ ...a, lastSaved: '2026-01-01T00:00:00.000Z' }, copy];
    const merged = mergeFileLists(local, local, saved, () => 'x');
    expect(merged.changedByOther.map((e) => e.id)).toEqual(['a']);
    expect(viewsAfterMerge(views, local, merged).get('a')).toEqual(views.get('a'));
    const resolved = mergeFileLists(local, local, [a], () => 'x');
    expect(viewsAfterMerge(views, local, resolved).size).toBe(0);
  });
});

describe('conflictMessage', () => {
  const conflict = { file: a, copy };

  it('says which version the file shows and where the other is', () => {
    expect(conflictMessage(conflict, { file: 'this tab', copy: 'other tab' }, 'file')).toBe(
      'Edited in two tabs. You are looking at this tab\'s version; the other tab\'s is in "a (other tab).js".',
    );
    expect(conflictMessage(conflict, { file: 'other tab', copy: 'this tab' }, 'file')).toBe(
      'Another tab changed this file; you are looking at its version. This tab\'s version is in "a (other tab).js".',
    );
    expect(conflictMessage(conflict, undefined, 'file')).toBe(
      'Edited in two tabs. The other version is in "a (other tab).js".',
    );
  });

  it('says whose version the copy holds', () => {
    expect(conflictMessage(conflict, { file: 'this tab', copy: 'other tab' }, 'copy')).toBe(
      'Edited in two tabs. This copy holds the other tab\'s version; this tab\'s is in "a.js".',
    );
    expect(conflictMessage(conflict, { file: 'other tab', copy: 'this tab' }, 'copy')).toBe(
      'Another tab changed "a.js"; this copy holds this tab\'s version.',
    );
    expect(conflictMessage(conflict, undefined, 'copy')).toBe(
      'Edited in two tabs. This copy holds the other version of "a.js".',
    );
  });
});
