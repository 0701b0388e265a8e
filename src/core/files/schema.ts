/**
 * The stored form of an entry: one record per file or folder, a binary file's bytes in it as a
 * Blob. A record with a wrong field is not an entry (recover.ts skips it). Which folders are open
 * is kept apart from the entries while the app runs (state/files-store.ts `expanded`: opening a
 * folder then changes no entry), and stored as each folder's `expanded`.
 */
import { joinPath, parentPath, type FileEntry } from './file-entry';

/** A whole list read back (an export, the old localStorage form): entries and open folders. */
export interface StoredFiles {
  entries: FileEntry[];
  expanded: Set<string>;
}

/**
 * An entry as stored: a folder also says whether it is open; `rev` names the write that stored
 * it (state/files-persistence), so a tab can tell whether another tab wrote it since.
 */
export type StoredEntry = FileEntry & { expanded?: boolean; rev?: string };

export function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.name === 'string' &&
    v.name !== '' &&
    (v.type === 'file' || v.type === 'folder') &&
    typeof v.content === 'string' &&
    typeof v.path === 'string' &&
    typeof v.modified === 'boolean' &&
    (v.lastSaved === null || typeof v.lastSaved === 'string') &&
    (v.expanded === undefined || typeof v.expanded === 'boolean') &&
    (v.language === undefined || typeof v.language === 'string') &&
    (v.rev === undefined || typeof v.rev === 'string') &&
    (v.conflictOf === undefined ||
      (typeof v.conflictOf === 'string' && v.conflictOf !== '' && v.type === 'file')) &&
    (v.blob === undefined || (isBlob(v.blob) && v.type === 'file' && v.content === '')) &&
    (v.breakpoints === undefined || (v.type === 'file' && isLineList(v.breakpoints)))
  );
}

/** Ascending 1-based line numbers without repeats. */
const isLineList = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.every(
    (line, i) =>
      Number.isSafeInteger(line) && (line as number) >= 1 && (i === 0 || line > value[i - 1]),
  );

/** A binary file's bytes as IndexedDB gives them back: a Blob (a list in JSON cannot hold one). */
const isBlob = (value: unknown): value is Blob =>
  typeof Blob === 'function' && value instanceof Blob;

export function parseFileList(text: string): StoredFiles | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || !data.every(isStoredEntry)) return null;
  const expanded = new Set<string>();
  for (const e of data) if (e.type === 'folder' && e.expanded) expanded.add(e.id);
  const entries = data.map((e) => canonical(e));
  const ids = new Set<string>();
  const paths = new Map<string, FileEntry>();
  for (const e of entries) {
    if (ids.has(e.id) || paths.has(e.path.toLowerCase())) return null;
    ids.add(e.id);
    paths.set(e.path.toLowerCase(), e);
  }
  for (const e of entries) {
    const parent = parentPath(e.path);
    if (joinPath(parent, e.name) !== e.path) return null;
    if (parent !== '/' && paths.get(parent.toLowerCase())?.type !== 'folder') return null;
  }
  return { entries, expanded };
}

/**
 * The stored text of a list, with the folders in `expanded` stored as open. Equal lists give
 * equal text whatever order their objects' keys were built in, so a tab that takes another tab's
 * list as it is has nothing new to write back.
 */
export function serializeFileList(
  entries: readonly FileEntry[],
  expanded: ReadonlySet<string> = new Set(),
): string {
  const parts = entries.map((e) => {
    if (e.type === 'folder') return JSON.stringify(canonical(e, expanded));
    let text = fileText.get(e);
    if (text === undefined) {
      text = JSON.stringify(canonical(e));
      fileText.set(e, text);
    }
    return text;
  });
  return `[${parts.join(',')}]`;
}

/**
 * A length that serializeFileList's text for `entries` is at least: each entry's id, name, path
 * and content appear in it whole. `contentLength` gives a file's content length (an open
 * buffer's may be newer than the entry's). Cheap: nothing is serialized.
 */
export function storedLengthAtLeast(
  entries: readonly FileEntry[],
  contentLength: (entry: FileEntry) => number = (e) => (e.type === 'file' ? e.content.length : 0),
): number {
  let length = 2;
  for (const e of entries) {
    length += e.id.length + e.name.length + e.path.length + contentLength(e);
  }
  return length;
}

/**
 * Each file entry's stored text. An entry is never changed in place (a change makes a new one),
 * so a list written again, about a second after each change, writes out only the entries that
 * changed, instead of serialising every entry of a large project again.
 */
const fileText = new WeakMap<FileEntry, string>();

/** The entry a stored record holds (without `expanded` and `rev`). */
export const toEntry = (stored: StoredEntry): FileEntry => canonical(stored);

/** The record that stores `entry`: a folder says whether it is open. */
export function toRecord(
  entry: FileEntry,
  expanded: ReadonlySet<string>,
  rev: string,
): StoredEntry {
  return { ...canonical(entry, expanded), rev };
}

/**
 * An entry with its fields in one fixed order and nothing that does not belong to its type;
 * with `expanded`, in its stored form.
 */
function canonical(e: FileEntry, expanded?: ReadonlySet<string>): StoredEntry {
  return {
    id: e.id,
    name: e.name,
    type: e.type,
    content: e.type === 'file' && !e.blob ? e.content : '',
    path: e.path,
    modified: e.modified,
    lastSaved: e.lastSaved,
    ...(expanded && e.type === 'folder' ? { expanded: expanded.has(e.id) } : {}),
    ...(e.type === 'file' && e.language ? { language: e.language } : {}),
    ...(e.type === 'file' && e.conflictOf ? { conflictOf: e.conflictOf } : {}),
    ...(e.type === 'file' && e.breakpoints?.length ? { breakpoints: e.breakpoints } : {}),
    // Stored as the Blob itself: IndexedDB keeps its bytes and type as they are.
    ...(e.type === 'file' && e.blob ? { blob: e.blob } : {}),
  };
}
