/**
 * Pure operations on the flat entry list. Each returns a new list (never mutates) or an error
 * message for the user, in which case nothing changed.
 */
import { isInside, joinPath, parentPath, type EntryType, type FileEntry } from './file-entry';
import { siblingsOf, validateName } from './names';

export type OpResult<T = FileEntry> =
  { ok: true; entries: FileEntry[]; entry: T } | { ok: false; error: string };

export interface CreateInput {
  name: string;
  type: EntryType;
  /** '/' for the root. */
  parentPath: string;
  content?: string;
  id: string;
}

export function createEntry(entries: readonly FileEntry[], input: CreateInput): OpResult {
  if (input.parentPath !== '/') {
    const parent = entries.find((e) => e.path === input.parentPath);
    if (!parent || parent.type !== 'folder') {
      return { ok: false, error: `The folder "${input.parentPath}" does not exist.` };
    }
  }
  const name = input.name.trim();
  const error = validateName(name, siblingsOf(entries, input.parentPath), input.type);
  if (error) return { ok: false, error };
  const entry: FileEntry = {
    id: input.id,
    name,
    type: input.type,
    content: input.type === 'file' ? (input.content ?? '') : '',
    path: joinPath(input.parentPath, name),
    modified: false,
    lastSaved: null,
  };
  return { ok: true, entries: [...entries, entry], entry };
}

export function renameEntry(entries: readonly FileEntry[], id: string, rawName: string): OpResult {
  const target = entries.find((e) => e.id === id);
  if (!target) return { ok: false, error: 'That file no longer exists.' };
  const name = rawName.trim();
  if (name === target.name) return { ok: true, entries: [...entries], entry: target };
  const folder = parentPath(target.path);
  const error = validateName(name, siblingsOf(entries, folder), target.type, id);
  if (error) return { ok: false, error };
  const oldPath = target.path;
  const newPath = joinPath(folder, name);
  let renamed = target;
  const next = entries.map((e) => {
    if (e.id === id) {
      // The new name speaks for the file: an earlier language choice is dropped.
      renamed = { ...withoutLanguage(e), name, path: newPath };
      return renamed;
    }
    if (target.type === 'folder' && isInside(e.path, oldPath)) {
      return { ...e, path: newPath + e.path.slice(oldPath.length) };
    }
    return e;
  });
  return { ok: true, entries: next, entry: renamed };
}

function withoutLanguage(entry: FileEntry): FileEntry {
  const copy = { ...entry };
  delete copy.language;
  return copy;
}

/** Sets (or, with null, clears) the user's language choice for a file. */
export function setLanguage(
  entries: readonly FileEntry[],
  id: string,
  language: string | null,
): FileEntry[] {
  return entries.map((e) => {
    if (e.id !== id || e.type !== 'file') return e;
    return language ? { ...e, language } : withoutLanguage(e);
  });
}

/** Sets a file's breakpoints (any order, repeats dropped); an empty list removes the field. */
export function setBreakpoints(
  entries: readonly FileEntry[],
  id: string,
  lines: readonly number[],
): FileEntry[] {
  const sorted = [...new Set(lines)].filter((l) => Number.isSafeInteger(l) && l >= 1);
  sorted.sort((a, b) => a - b);
  return entries.map((e) => {
    if (e.id !== id || e.type !== 'file') return e;
    const before = e.breakpoints ?? [];
    if (before.length === sorted.length && before.every((l, i) => l === sorted[i])) return e;
    if (sorted.length > 0) return { ...e, breakpoints: sorted };
    const copy = { ...e };
    delete copy.breakpoints;
    return copy;
  });
}

/** Adds a breakpoint on `line` of a file, or removes the one there. */
export function toggleBreakpoint(
  entries: readonly FileEntry[],
  id: string,
  line: number,
): FileEntry[] {
  const entry = entries.find((e) => e.id === id);
  if (!entry || entry.type !== 'file') return [...entries];
  const lines = entry.breakpoints ?? [];
  return setBreakpoints(
    entries,
    id,
    lines.includes(line) ? lines.filter((l) => l !== line) : [...lines, line],
  );
}

/** Removes an entry and, for a folder, everything inside it. */
export function deleteEntry(
  entries: readonly FileEntry[],
  id: string,
): OpResult<{ removedIds: string[] }> {
  const target = entries.find((e) => e.id === id);
  if (!target) return { ok: false, error: 'That file no longer exists.' };
  const removed = entries.filter((e) => e.id === id || isInside(e.path, target.path));
  const removedIds = removed.map((e) => e.id);
  const gone = new Set(removedIds);
  return { ok: true, entries: entries.filter((e) => !gone.has(e.id)), entry: { removedIds } };
}

export function setContent(
  entries: readonly FileEntry[],
  id: string,
  content: string,
): FileEntry[] {
  return entries.map((e) =>
    e.id === id && e.type === 'file' && e.content !== content
      ? { ...e, content, modified: true }
      : e,
  );
}

export function markSaved(entries: readonly FileEntry[], id: string, now: Date): FileEntry[] {
  return entries.map((e) =>
    e.id === id ? { ...e, modified: false, lastSaved: now.toISOString() } : e,
  );
}
