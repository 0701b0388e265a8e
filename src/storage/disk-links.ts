/**
 * The folders on the computer that project folders are linked to (Save to Disk): one record per
 * project folder id, holding the browser's directory handle, which IndexedDB can keep across
 * reloads. A database of its own, so the files database keeps its version.
 */
import { openDB, type IDBPDatabase } from 'idb';

const DB_NAME = 'editor-disk-links';
const LINKS = 'links';

export interface StoredDiskLink {
  /** The project folder's entry id. */
  folderId: string;
  /** The folder's name on disk. */
  name: string;
  handle: FileSystemDirectoryHandle;
}

let opening: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore(LINKS, { keyPath: 'folderId' });
    },
  }).catch((error: unknown) => {
    opening = null; // the next call tries again
    throw error;
  });
  return opening;
}

const isLink = (value: unknown): value is StoredDiskLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredDiskLink).folderId === 'string' &&
  typeof (value as StoredDiskLink).name === 'string' &&
  typeof (value as StoredDiskLink).handle === 'object' &&
  (value as StoredDiskLink).handle !== null &&
  (value as StoredDiskLink).handle.kind === 'directory';

/** The stored links; none when the browser has no IndexedDB or refuses it. */
export async function readDiskLinks(): Promise<StoredDiskLink[]> {
  if (typeof indexedDB === 'undefined') return [];
  try {
    const all: unknown[] = await (await db()).getAll(LINKS);
    return all.filter(isLink);
  } catch (error) {
    console.error('The linked folders could not be read', error);
    return [];
  }
}

/** Rejects when the browser will not keep it (then the link lasts until the page reloads). */
export async function writeDiskLink(link: StoredDiskLink): Promise<void> {
  await (await db()).put(LINKS, link);
}

export async function deleteDiskLink(folderId: string): Promise<void> {
  await (await db()).delete(LINKS, folderId);
}
