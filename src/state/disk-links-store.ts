/**
 * Which project folders are linked to a folder on the computer (Save to Disk), loaded from
 * storage/disk-links.ts at start and kept there on each change. A link whose project folder was
 * deleted is dropped the next time the links load.
 */
import { create } from 'zustand';
import { linkedFolders } from '../core/files/disk-save';
import {
  deleteDiskLink,
  readDiskLinks,
  writeDiskLink,
  type StoredDiskLink,
} from '../storage/disk-links';
import { filesStore } from './files-store';

export type DiskLink = StoredDiskLink;

interface DiskLinksState {
  links: DiskLink[];
  /** A save to disk is running. */
  saving: boolean;
}

export const diskLinksStore = create<DiskLinksState>()(() => ({ links: [], saving: false }));

/** Loads the stored links (after the files have loaded). */
export async function loadDiskLinks(): Promise<void> {
  const stored = await readDiskLinks();
  const entries = filesStore.getState().entries;
  const live = linkedFolders(entries, stored).map((l) => l.link);
  for (const gone of stored.filter((l) => !live.includes(l))) {
    void deleteDiskLink(gone.folderId).catch(() => undefined);
  }
  // A link made while these loaded stays.
  diskLinksStore.setState((s) => ({
    links: [...s.links, ...live.filter((l) => !s.links.some((m) => m.folderId === l.folderId))],
  }));
}

/**
 * Links a project folder to a folder on disk, replacing a link it had. Resolves to false when
 * the browser would not keep the link past this page.
 */
export async function linkDiskFolder(link: DiskLink): Promise<boolean> {
  diskLinksStore.setState((s) => ({
    links: [...s.links.filter((l) => l.folderId !== link.folderId), link],
  }));
  try {
    await writeDiskLink(link);
    return true;
  } catch (error) {
    console.error('The linked folder could not be stored', error);
    return false;
  }
}

export async function unlinkDiskFolder(folderId: string): Promise<void> {
  diskLinksStore.setState((s) => ({ links: s.links.filter((l) => l.folderId !== folderId) }));
  await deleteDiskLink(folderId).catch(() => undefined);
}
