/**
 * A file two tabs changed differently: this tab's version stays in the file and the other tab's
 * goes into one copy beside it ("a (other tab).js"), whose `conflictOf` names the file. Later
 * conflicts on the same file update that copy, until the user keeps one of the two versions.
 */
import { joinPath, parentPath, type FileEntry } from './file-entry';
import { uniqueName } from './names';

export interface Conflict {
  file: FileEntry;
  copy: FileEntry;
}

export interface Conflicts {
  /** By the file's id. */
  byFile: ReadonlyMap<string, Conflict>;
  /** By the copy's id. */
  byCopy: ReadonlyMap<string, Conflict>;
}

/**
 * The id a file's copy gets: the same in every tab, so two tabs that make it at once make one
 * record, which the merge then treats as one entry.
 */
export const conflictCopyId = (fileId: string): string => `${fileId}.other-tab`;

const found = new WeakMap<readonly FileEntry[], Conflicts>();

/**
 * The conflicts in a list: each file that has a copy, with its first copy. A copy whose file is
 * gone is an ordinary file. One pass per list (a list is never changed in place).
 */
export function findConflicts(entries: readonly FileEntry[]): Conflicts {
  const known = found.get(entries);
  if (known) return known;
  const copies = new Map<string, FileEntry>();
  for (const e of entries) {
    if (e.type === 'file' && e.conflictOf !== undefined && !copies.has(e.conflictOf)) {
      copies.set(e.conflictOf, e);
    }
  }
  const byFile = new Map<string, Conflict>();
  const byCopy = new Map<string, Conflict>();
  if (copies.size > 0) {
    for (const file of entries) {
      const copy = copies.get(file.id);
      if (!copy || file.type !== 'file' || file.conflictOf !== undefined) continue;
      const conflict = { file, copy };
      byFile.set(file.id, conflict);
      byCopy.set(copy.id, conflict);
    }
  }
  const result = { byFile, byCopy };
  found.set(entries, result);
  return result;
}

/** The conflict an entry is the file or the copy of, and which of the two it is. */
export function conflictAt(
  entries: readonly FileEntry[],
  id: string | null,
): { conflict: Conflict; viewing: 'file' | 'copy' } | null {
  if (id === null) return null;
  const { byFile, byCopy } = findConflicts(entries);
  const asFile = byFile.get(id);
  if (asFile) return viewingOf(asFile, 'file');
  const asCopy = byCopy.get(id);
  return asCopy ? viewingOf(asCopy, 'copy') : null;
}

/** Answers of conflictAt, one per conflict and side, so a selector gets the same object back. */
const viewings = new WeakMap<
  Conflict,
  Map<'file' | 'copy', { conflict: Conflict; viewing: 'file' | 'copy' }>
>();

function viewingOf(conflict: Conflict, viewing: 'file' | 'copy') {
  let sides = viewings.get(conflict);
  if (!sides) viewings.set(conflict, (sides = new Map()));
  let answer = sides.get(viewing);
  if (!answer) sides.set(viewing, (answer = { conflict, viewing }));
  return answer;
}

/**
 * After a merge in which both tabs changed `theirs.id` (this tab's version stays in the list):
 * the other tab's version goes into the file's copy, made beside the file when it has none.
 * `created` is the new copy, null when one was updated (or already held that version).
 */
export function keepInCopy(
  entries: readonly FileEntry[],
  theirs: FileEntry,
  makeId: () => string,
): { entries: FileEntry[]; created: FileEntry | null } {
  const at = entries.findIndex((e) => e.type === 'file' && e.conflictOf === theirs.id);
  const existing = entries[at];
  if (existing) {
    if (existing.content === theirs.content) return { entries: [...entries], created: null };
    const updated: FileEntry = {
      ...theirs,
      id: existing.id,
      name: existing.name,
      path: existing.path,
      modified: true,
      conflictOf: theirs.id,
    };
    return { entries: entries.map((e, i) => (i === at ? updated : e)), created: null };
  }
  const wanted = conflictCopyId(theirs.id);
  const id = entries.some((e) => e.id === wanted) ? makeId() : wanted;
  const copy = { ...copyBeside(entries, theirs, id), conflictOf: theirs.id };
  return { entries: [...entries, copy], created: copy };
}

/** `entry` under a new id and a free name "<name> (other tab)<ext>" in its folder, unsaved. */
export function copyBeside(entries: readonly FileEntry[], entry: FileEntry, id: string): FileEntry {
  const folder = parentPath(entry.path);
  const dot = entry.name.lastIndexOf('.');
  const stem = dot > 0 ? entry.name.slice(0, dot) : entry.name;
  const ext = dot > 0 ? entry.name.slice(dot) : '';
  const siblings = entries.filter((e) => parentPath(e.path) === folder);
  const name = uniqueName(`${stem} (other tab)${ext}`, siblings);
  const copy: FileEntry = { ...entry, id, name, path: joinPath(folder, name), modified: true };
  delete copy.conflictOf; // a plain copy; keepInCopy links its own
  return copy;
}

/**
 * Ends a conflict: `keep` 'file' leaves the file as it is, 'copy' puts the copy's text into the
 * file; the copy is deleted either way. Null when `fileId` has no conflict.
 */
export function resolveConflict(
  entries: readonly FileEntry[],
  fileId: string,
  keep: 'file' | 'copy',
): { entries: FileEntry[]; file: FileEntry; removed: FileEntry } | null {
  const conflict = findConflicts(entries).byFile.get(fileId);
  if (!conflict) return null;
  const { file, copy } = conflict;
  const kept =
    keep === 'copy' && copy.content !== file.content
      ? { ...file, content: copy.content, modified: true }
      : file;
  return {
    entries: entries.flatMap((e) => (e === copy ? [] : e === file ? [kept] : [e])),
    file: kept,
    removed: copy,
  };
}

/**
 * The file to show once a list replaces `before`: when the open copy is gone (the conflict
 * ended in another tab) its file, if it is still there; null otherwise.
 */
export function fileOfClosedCopy(
  before: readonly FileEntry[],
  after: readonly FileEntry[],
  activeId: string | null,
): string | null {
  const fileId = before.find((e) => e.id === activeId)?.conflictOf;
  if (fileId === undefined || after.some((e) => e.id === activeId)) return null;
  return after.some((e) => e.id === fileId && e.type === 'file') ? fileId : null;
}

/** Whose text a file or its copy holds, as this tab knows it (unknown after a reload). */
export type Holder = 'this tab' | 'other tab';

export interface ConflictView {
  file?: Holder;
  copy?: Holder;
}

/** What a merge did, as far as the views care (merge.ts MergeResult). */
export interface MergeOutcome {
  entries: readonly FileEntry[];
  changedByOther: readonly FileEntry[];
  /** Files both tabs changed, whose version here stayed (the other's went into the copy). */
  keptHere: readonly string[];
}

/**
 * Which version this tab shows in each conflict after a merge, by file id. `before` is this
 * tab's list before the merge: a copy that arrives holding this tab's text of the file is this
 * tab's version, which the other tab's took the place of.
 */
export function viewsAfterMerge(
  views: ReadonlyMap<string, ConflictView>,
  before: readonly FileEntry[],
  merged: MergeOutcome,
): Map<string, ConflictView> {
  const next = new Map<string, ConflictView>();
  const { byFile, byCopy } = findConflicts(merged.entries);
  if (byFile.size === 0) return next;
  const kept = new Set(merged.keptHere);
  const changed = new Set(merged.changedByOther.map((e) => e.id));
  const had = new Map<string, string>(); // the text here before, of each file and copy
  for (const e of before) if (byFile.has(e.id) || byCopy.has(e.id)) had.set(e.id, e.content);
  for (const [fileId, { file, copy }] of byFile) {
    if (kept.has(fileId)) {
      next.set(fileId, { file: 'this tab', copy: 'other tab' });
      continue;
    }
    const view = { ...views.get(fileId) };
    // Only a new text counts: the other tab saving a file changes its record, not its version.
    if (changed.has(copy.id) && had.get(copy.id) !== copy.content) {
      view.copy = had.get(fileId) === copy.content ? 'this tab' : 'other tab';
    }
    if (changed.has(fileId) && had.get(fileId) !== file.content) view.file = 'other tab';
    next.set(fileId, view);
  }
  return next;
}

/** The words above the editor while a conflict lasts, for the file or the copy on screen. */
export function conflictMessage(
  { file, copy }: Conflict,
  view: ConflictView | undefined,
  viewing: 'file' | 'copy',
): string {
  if (viewing === 'file') {
    if (view?.file === 'this tab') {
      return `Edited in two tabs. You are looking at this tab's version; the other tab's is in "${copy.name}".`;
    }
    if (view?.file === 'other tab') {
      return view.copy === 'this tab'
        ? `Another tab changed this file; you are looking at its version. This tab's version is in "${copy.name}".`
        : `Another tab changed this file; you are looking at its version. The other version is in "${copy.name}".`;
    }
    return `Edited in two tabs. The other version is in "${copy.name}".`;
  }
  if (view?.copy === 'this tab') {
    return `Another tab changed "${file.name}"; this copy holds this tab's version.`;
  }
  if (view?.copy === 'other tab' && view.file === 'this tab') {
    return `Edited in two tabs. This copy holds the other tab's version; this tab's is in "${file.name}".`;
  }
  return `Edited in two tabs. This copy holds the other version of "${file.name}".`;
}
