/**
 * Save to Disk: a project folder opened from a folder on the computer (File System Access API)
 * stays linked to it, by the folder entry's id, so a rename in the editor keeps the link. Saving
 * writes each file of the project folder whose bytes differ from the file on disk, creating
 * files and folders that are new; it never deletes anything on disk. The browser side
 * (features/explorer/disk-actions.ts) asks for permission and does the writing.
 */
import { isInside, joinPath, parentPath, type FileEntry } from './file-entry';
import { count, listPaths } from './transfer';

export interface LinkedFolder<L extends { folderId: string }> {
  link: L;
  folder: FileEntry;
}

/** The links whose folder is still in the project, with the folder as it is now. */
export function linkedFolders<L extends { folderId: string }>(
  entries: readonly FileEntry[],
  links: readonly L[],
): LinkedFolder<L>[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return links.flatMap((link) => {
    const folder = byId.get(link.folderId);
    return folder?.type === 'folder' ? [{ link, folder }] : [];
  });
}

/** The folder an Open Folder import put the disk folder `name` in, inside `target`. */
export function openedFolder(
  result: { entries: readonly FileEntry[]; added: readonly FileEntry[] },
  target: string,
  name: string,
): FileEntry | undefined {
  const path = joinPath(target, name).toLowerCase();
  return (
    result.entries.find((e) => e.type === 'folder' && e.path.toLowerCase() === path) ??
    // Its name was taken by a file: the import gave it a new one.
    result.added.find((e) => e.type === 'folder' && parentPath(e.path) === target)
  );
}

export interface DiskSavePlan {
  /** Folders inside the linked folder, parents first, as paths relative to it ('src/lib'). */
  folders: string[];
  files: { path: string; entry: FileEntry }[];
}

/** What Save to Disk goes through for the project folder at `folderPath`. */
export function diskSavePlan(entries: readonly FileEntry[], folderPath: string): DiskSavePlan {
  const cut = folderPath.length + 1;
  const inside = entries.filter((e) => isInside(e.path, folderPath));
  const depth = (path: string) => path.split('/').length;
  return {
    folders: inside
      .filter((e) => e.type === 'folder')
      .map((e) => e.path.slice(cut))
      .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1)),
    files: inside
      .filter((e) => e.type === 'file')
      .map((entry) => ({ path: entry.path.slice(cut), entry }))
      .sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface DiskSaveResult {
  /** The disk folder's name. */
  name: string;
  /** Files written: changed ones and new ones (paths inside the folder). */
  written: string[];
  /** Of `written`, the files that were not on disk before. */
  created: string[];
  /** Folders made on disk. */
  foldersCreated: string[];
  unchanged: number;
  failed: { path: string; reason: string }[];
  /** Set when nothing could be written: no permission, or the folder is gone. */
  refused?: string;
}

/** What a save did, in words for the user: a title and one message. */
export function describeDiskSave(result: DiskSaveResult): {
  type: 'success' | 'info' | 'error';
  title: string;
  message: string;
} {
  const where = `"${result.name}"`;
  if (result.refused) {
    return { type: 'error', title: `Not saved to ${where}`, message: result.refused };
  }
  const parts: string[] = [];
  if (result.written.length > 0) {
    const changed = result.written.filter((p) => !result.created.includes(p));
    if (changed.length > 0) parts.push(`Wrote ${listPaths(changed)}.`);
    if (result.created.length > 0) parts.push(`Created ${listPaths(result.created)}.`);
  }
  if (result.foldersCreated.length > 0) {
    parts.push(
      `Made ${count(result.foldersCreated.length, 'folder')}: ${listPaths(result.foldersCreated)}.`,
    );
  }
  if (result.failed.length > 0) {
    const shown = result.failed.slice(0, 3).map((f) => `${f.path} (${f.reason})`);
    const more = result.failed.length > 3 ? ` and ${result.failed.length - 3} more` : '';
    parts.push(`Could not write ${shown.join(', ')}${more}. The editor still has them.`);
  }
  if (
    result.written.length === 0 &&
    result.failed.length === 0 &&
    result.foldersCreated.length === 0
  ) {
    return {
      type: 'info',
      title: `${where} is up to date`,
      message: `Every file on disk already matches the editor (${count(result.unchanged, 'file')}).`,
    };
  }
  return {
    type: result.failed.length > 0 ? 'error' : 'success',
    title:
      result.failed.length > 0
        ? `Saved ${count(result.written.length, 'file')} to ${where}, ${result.failed.length} failed`
        : `Saved ${count(result.written.length, 'file')} to ${where}`,
    message: parts.join(' '),
  };
}
