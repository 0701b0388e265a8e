/**
 * Reading stored entries one by one: a record that is not an entry is skipped (and handed back,
 * so it can be kept), and a readable entry with a name the UI would refuse is renamed rather
 * than dropped. Nothing readable is lost: duplicate paths are renamed, entries whose folder is
 * gone move to the root (merge.ts repairPaths).
 */
import { joinPath, parentPath, type FileEntry } from './file-entry';
import { repairPaths } from './merge';
import { MAX_NAME_LENGTH, validateName } from './names';
import { isStoredEntry, toEntry } from './schema';

export interface RecoveredFiles {
  entries: FileEntry[];
  /** The ids of the folders stored as open. */
  expanded: Set<string>;
  /** Records that are not entries (or repeat an id), as they were read. */
  skipped: unknown[];
  /** Entries whose stored path changed: an invalid name, a clash, or a missing folder. */
  renamed: { from: string; to: string; id: string }[];
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what we replace
const UNSAFE = /[\u0000-\u001f\u007f\\/:*?"<>|]/g;

/** A name the UI accepts (validateName) made from an invalid one. */
export function safeName(name: string, kind: 'file' | 'folder'): string {
  if (validateName(name, [], kind) === null) return name;
  let safe = name.replace(UNSAFE, '_').trim();
  if (safe === '' || safe === '.' || safe === '..') safe = kind === 'file' ? 'untitled' : 'folder';
  if (safe.length > MAX_NAME_LENGTH) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  return safe;
}

export function recoverFileList(records: readonly unknown[]): RecoveredFiles {
  const skipped: unknown[] = [];
  const expanded = new Set<string>();
  const read: FileEntry[] = [];
  const ids = new Set<string>();
  for (const record of records) {
    if (!isStoredEntry(record) || ids.has(record.id)) {
      skipped.push(record);
      continue;
    }
    ids.add(record.id);
    if (record.type === 'folder' && record.expanded) expanded.add(record.id);
    read.push(toEntry(record));
  }
  // Names first, parents before their children, so a renamed folder takes its contents along.
  const depth = (e: FileEntry) => e.path.split('/').length;
  const moved = new Map<string, string>();
  const named = new Map<string, FileEntry>();
  for (const e of [...read].sort((a, b) => depth(a) - depth(b))) {
    const storedParent = parentPath(e.path);
    const parent = moved.get(storedParent.toLowerCase()) ?? storedParent;
    const name = safeName(e.name, e.type);
    const path = joinPath(parent, name);
    if (e.type === 'folder' && path !== e.path) moved.set(e.path.toLowerCase(), path);
    named.set(e.id, name === e.name && path === e.path ? e : { ...e, name, path });
  }
  const entries = repairPaths(read.map((e) => named.get(e.id) ?? e));
  const renamed = entries.flatMap((e, i) => {
    const from = read[i]?.path ?? e.path;
    return e.path === from ? [] : [{ from, to: e.path, id: e.id }];
  });
  return { entries, expanded, skipped, renamed };
}
