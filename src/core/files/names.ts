/**
 * File and folder name validation. A bad name gets a message a beginner understands and the
 * caller changes nothing. Names that differ only in case count as duplicates, so a project
 * can be downloaded to macOS or Windows without two files colliding.
 */
import { parentPath, type FileEntry } from './file-entry';

export const MAX_NAME_LENGTH = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const FORBIDDEN = /[\\/:*?"<>|]/;

export function validateName(
  rawName: string,
  siblings: readonly Pick<FileEntry, 'id' | 'name'>[],
  kind: 'file' | 'folder',
  ignoreId?: string,
): string | null {
  const name = rawName.trim();
  const what = kind === 'file' ? 'file' : 'folder';
  if (name === '') return `A ${what} name cannot be empty.`;
  if (name === '.' || name === '..') return `"${name}" is reserved and cannot be a ${what} name.`;
  if (name.includes('/') || name.includes('\\')) {
    return `A ${what} name cannot contain "/" or "\\". Create a folder first, then add the ${what} inside it.`;
  }
  if (CONTROL_CHARS.test(name)) return `A ${what} name cannot contain control characters.`;
  const forbidden = name.match(FORBIDDEN);
  if (forbidden) return `A ${what} name cannot contain "${forbidden[0]}".`;
  if (name.length > MAX_NAME_LENGTH) {
    return `That name is ${name.length} characters long; the limit is ${MAX_NAME_LENGTH}.`;
  }
  const clash = siblings.find(
    (s) => s.id !== ignoreId && s.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash) {
    return clash.name === name
      ? `"${name}" already exists here. Choose a different name.`
      : `"${clash.name}" already exists here (names are not case-sensitive). Choose a different name.`;
  }
  return null;
}

export function siblingsOf(entries: readonly FileEntry[], folderPath: string): FileEntry[] {
  return entries.filter((e) => parentPath(e.path) === folderPath);
}

/** The first free name like `untitled.txt`, `untitled-2.txt`, ... in a folder. */
export function uniqueName(base: string, siblings: readonly Pick<FileEntry, 'name'>[]): string {
  const taken = new Set(siblings.map((s) => s.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot) : '';
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
