/**
 * Three-way merge of file lists, so two tabs of the app never overwrite each other's work.
 *
 * `base` is the list this tab last read from or wrote to storage, `local` is this tab's list
 * now, `remote` is what storage holds now (written by another tab). Per entry: whoever changed
 * it since `base` wins; when both changed it differently, this tab's version stays and the
 * other tab's version is kept beside it as a copy, so nothing is lost.
 */
import { joinPath, parentPath, type FileEntry } from './file-entry';
import { copyBeside, keepInCopy } from './conflicts';
import { uniqueName } from './names';

export interface MergeResult {
  entries: FileEntry[];
  /** Entries another tab added or changed, as they now are here. */
  changedByOther: FileEntry[];
  /** Entries another tab deleted. */
  removedByOther: FileEntry[];
  /** Copies made because both tabs changed the same file (not those updated). */
  conflictCopies: FileEntry[];
  /** Files both tabs changed, whose version here stayed: the other's is in the file's copy. */
  keptHere: string[];
}

export function sameEntry(a: FileEntry | undefined, b: FileEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.type === b.type &&
    a.path === b.path &&
    a.content === b.content &&
    a.blob === b.blob &&
    a.modified === b.modified &&
    a.lastSaved === b.lastSaved &&
    a.language === b.language &&
    a.conflictOf === b.conflictOf &&
    sameLines(a.breakpoints, b.breakpoints)
  );
}

function sameLines(a: readonly number[] = [], b: readonly number[] = []): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/**
 * Which folders are open after a merge (ids): each as the tab that opened or closed it since
 * `base` left it, else as storage has it.
 */
export function mergeExpanded(
  base: ReadonlySet<string>,
  local: ReadonlySet<string>,
  remote: ReadonlySet<string>,
): Set<string> {
  const open = new Set<string>();
  for (const id of new Set([...local, ...remote, ...base])) {
    const mine = local.has(id);
    if (mine !== base.has(id) ? mine : remote.has(id)) open.add(id);
  }
  return open;
}

const byId = (list: readonly FileEntry[]) => new Map(list.map((e) => [e.id, e]));

export function mergeFileLists(
  base: readonly FileEntry[],
  local: readonly FileEntry[],
  remote: readonly FileEntry[],
  makeId: () => string,
): MergeResult {
  const b = byId(base);
  const l = byId(local);
  const r = byId(remote);
  const order = [...new Set([...local.map((e) => e.id), ...remote.map((e) => e.id)])];
  const result: FileEntry[] = [];
  const changedByOther: FileEntry[] = [];
  const removedByOther: FileEntry[] = [];
  const conflictCopies: FileEntry[] = [];
  const theirs: FileEntry[] = [];
  const clashes: FileEntry[] = [];

  for (const id of order) {
    const be = b.get(id);
    const le = l.get(id);
    const re = r.get(id);
    const localChanged = !sameEntry(be, le);
    const remoteChanged = !sameEntry(be, re);
    if (!remoteChanged || sameEntry(le, re)) {
      if (le) result.push(le);
    } else if (!localChanged) {
      if (re) {
        result.push(re);
        changedByOther.push(re);
      } else if (le) {
        removedByOther.push(le);
      }
    } else if (le && re) {
      // Both changed the same entry differently: keep ours, keep theirs in the file's copy.
      result.push(le);
      if (le.type === 'file' && re.type === 'file' && le.content !== re.content) {
        (le.conflictOf === undefined ? theirs : clashes).push(re);
      }
    } else if (le) {
      result.push(le); // edited here, deleted there: the edit wins, nothing is lost
    } else if (re && re.type === 'file' && re.content !== be?.content) {
      // deleted here, edited there: keep the other tab's newer content
      result.push(re);
      changedByOther.push(re);
    }
  }

  // One copy per file, made or updated, until the user keeps one version.
  let entries = result;
  const keptHere: string[] = [];
  for (const re of theirs) {
    const kept = keepInCopy(entries, re, makeId);
    entries = kept.entries;
    keptHere.push(re.id);
    if (kept.created) conflictCopies.push(kept.created);
  }
  // A copy both tabs changed keeps this tab's text; the other's, unless a file holds it
  // already, goes into a plain copy of its own, so nothing is lost.
  for (const re of clashes) {
    if (entries.some((e) => e.type === 'file' && e.content === re.content)) continue;
    const copy = copyBeside(entries, re, makeId());
    entries = [...entries, copy];
    conflictCopies.push(copy);
  }

  return {
    entries: repairPaths(entries),
    changedByOther,
    removedByOther,
    conflictCopies,
    keptHere,
  };
}

/**
 * After a merge two entries may claim one path (both tabs created `a.js`) or an entry may sit
 * in a folder that the other tab renamed or deleted. Rename the later duplicate and move
 * orphans to the root rather than dropping anything.
 */
export function repairPaths(entries: readonly FileEntry[]): FileEntry[] {
  const depth = (e: FileEntry) => e.path.split('/').length;
  const sorted = [...entries].sort((a, b) => depth(a) - depth(b));
  const movedFolders = new Map<string, string>();
  const placedFolders = new Set<string>();
  const taken = new Set<string>();
  const placed = new Map<string, FileEntry>();
  for (const entry of sorted) {
    let folder = parentPath(entry.path);
    folder = movedFolders.get(folder.toLowerCase()) ?? folder;
    if (folder !== '/' && !placedFolders.has(folder.toLowerCase())) folder = '/';
    let name = entry.name;
    let path = joinPath(folder, name);
    if (taken.has(path.toLowerCase())) {
      const siblings = [...placed.values()].filter((o) => parentPath(o.path) === folder);
      name = uniqueName(name, siblings);
      path = joinPath(folder, name);
    }
    const e = path === entry.path ? entry : { ...entry, name, path };
    if (e.type === 'folder') {
      placedFolders.add(path.toLowerCase());
      if (path !== entry.path) movedFolders.set(entry.path.toLowerCase(), path);
    }
    taken.add(path.toLowerCase());
    placed.set(e.id, e);
  }
  return entries.map((e) => placed.get(e.id) ?? e);
}
