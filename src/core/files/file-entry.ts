/**
 * The File entity and the pure operations on a flat list of entries. Hierarchy is
 * carried by `path` alone ('/' + name at the root, parent path + '/' + name below), so there is
 * no parent pointer to keep in sync.
 */
export type EntryType = 'file' | 'folder';

export interface FileEntry {
  /** A timestamp plus a random suffix; the starting file has id `welcome`. */
  id: string;
  name: string;
  type: EntryType;
  /** Always '' for folders and binary files. */
  content: string;
  /**
   * Files only: the bytes of a binary file (an image, a font, a zip), with its MIME type as the
   * Blob's `type`. Such a file is shown as a preview, never edited as text. Absent for text.
   */
  blob?: Blob;
  path: string;
  /** True from any content change until Save. */
  modified: boolean;
  /** ISO date of the last save, null when never saved. */
  lastSaved: string | null;
  /**
   * Files only: the language the user chose for this file (a language id of
   * core/languages), overriding detection. Absent when the name and content decide.
   */
  language?: string;
  /**
   * Files only: on the copy that keeps another tab's version of a file both tabs changed, that
   * file's id, until the user keeps one of the two versions (conflicts.ts).
   */
  conflictOf?: string;
  /**
   * Files only: the lines the debugger stops on (1-based, ascending, no repeats). Absent when
   * there are none.
   */
  breakpoints?: number[];
}

export const WELCOME_ID = 'welcome';

export function newId(now: number, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${now}-${suffix}`;
}

export function joinPath(parentPath: string, name: string): string {
  return parentPath === '/' || parentPath === '' ? `/${name}` : `${parentPath}/${name}`;
}

export function parentPath(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

export function isInside(path: string, folderPath: string): boolean {
  return path.startsWith(folderPath + '/');
}

/** Direct children of a folder path ('/' for the root), folders first, then by name. */
export function childrenOf(entries: readonly FileEntry[], folderPath: string): FileEntry[] {
  return entries
    .filter((e) => parentPath(e.path) === folderPath)
    .sort((a, b) =>
      a.type === b.type
        ? a.name.localeCompare(b.name, undefined, { numeric: true })
        : a.type === 'folder'
          ? -1
          : 1,
    );
}

export function defaultFiles(now: Date): FileEntry[] {
  return [
    {
      id: WELCOME_ID,
      name: 'welcome.md',
      type: 'file',
      path: '/welcome.md',
      modified: false,
      lastSaved: now.toISOString(),
      content: [
        '# Welcome',
        '',
        'This is your first file. Everything you write is kept in this browser:',
        'there is no account and nothing is uploaded.',
        '',
        '- Create a file with the **+** button in the Files panel (or Alt+N).',
        '- Save with Ctrl+S (⌘S on a Mac).',
        '- Open every command with Ctrl+K (⌘K).',
        '',
      ].join('\n'),
    },
  ];
}
