/**
 * Save to Disk, on the browser's side: linking a folder opened with the folder picker, asking
 * for permission to write to it, and writing each changed or new file (core/files/disk-save.ts
 * decides what and says what happened).
 */
import { filesStore } from '../../state/files-store';
import { editorService } from '../../state/editor-service';
import { toast } from '../../state/toasts-store';
import { diskLinksStore, linkDiskFolder, type DiskLink } from '../../state/disk-links-store';
import {
  describeDiskSave,
  diskSavePlan,
  linkedFolders,
  openedFolder,
  sameBytes,
  type DiskSaveResult,
} from '../../core/files/disk-save';
import type { FileEntry } from '../../core/files/file-entry';

/** The permission calls of a handle, which not every browser (or TypeScript's DOM types) has. */
interface PermissionHandle {
  queryPermission?: (options: { mode: 'readwrite' }) => Promise<PermissionState>;
  requestPermission?: (options: { mode: 'readwrite' }) => Promise<PermissionState>;
}

/** After Open Folder imported a folder from the picker: the project folder keeps its handle. */
export async function linkOpenedFolder(
  handle: FileSystemDirectoryHandle,
  result: { entries: readonly FileEntry[]; added: readonly FileEntry[] },
  target: string,
): Promise<void> {
  const folder = openedFolder(result, target, handle.name);
  if (!folder) return;
  const kept = await linkDiskFolder({ folderId: folder.id, name: handle.name, handle });
  toast({
    type: 'info',
    title: `Linked to the folder "${handle.name}"`,
    message: kept
      ? `Use Save to Disk to write your changes back to "${handle.name}" on this computer.`
      : `Use Save to Disk to write your changes back to "${handle.name}". The browser will not keep the link after a reload: open the folder again then.`,
  });
}

/** Whether the page may write to the folder, asking the person when the browser wants to. */
async function mayWrite(handle: FileSystemDirectoryHandle): Promise<boolean> {
  const h = handle as unknown as PermissionHandle;
  const options = { mode: 'readwrite' } as const;
  if (h.queryPermission && (await h.queryPermission(options)) === 'granted') return true;
  if (!h.requestPermission) return !h.queryPermission; // a browser with neither lets it try
  return (await h.requestPermission(options)) === 'granted';
}

const reasonOf = (error: unknown) =>
  error instanceof DOMException && error.name === 'NoModificationAllowedError'
    ? 'the file is locked or read-only'
    : error instanceof DOMException && error.name === 'QuotaExceededError'
      ? 'the disk is full'
      : error instanceof Error
        ? error.message
        : String(error);

async function bytesOf(entry: FileEntry): Promise<Uint8Array> {
  const blob = (entry as { blob?: Blob }).blob;
  return blob ? new Uint8Array(await blob.arrayBuffer()) : new TextEncoder().encode(entry.content);
}

async function saveLink(link: DiskLink, folder: FileEntry): Promise<DiskSaveResult> {
  const result: DiskSaveResult = {
    name: link.name,
    written: [],
    created: [],
    foldersCreated: [],
    unchanged: 0,
    failed: [],
  };
  try {
    if (!(await mayWrite(link.handle))) {
      result.refused = `The browser was not allowed to write to "${link.name}". Choose Save to Disk again and allow it, or download the project as a zip.`;
      return result;
    }
  } catch (error) {
    result.refused = `The browser could not ask for permission (${reasonOf(error)}). Open the folder again with Open Folder.`;
    return result;
  }
  const plan = diskSavePlan(filesStore.getState().entries, folder.path);
  const dirs = new Map<string, FileSystemDirectoryHandle>([['', link.handle]]);
  const dirOf = async (path: string): Promise<FileSystemDirectoryHandle> => {
    const known = dirs.get(path);
    if (known) return known;
    const cut = path.lastIndexOf('/');
    const parent = await dirOf(cut < 0 ? '' : path.slice(0, cut));
    const name = path.slice(cut + 1);
    let dir: FileSystemDirectoryHandle;
    try {
      dir = await parent.getDirectoryHandle(name);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      dir = await parent.getDirectoryHandle(name, { create: true });
      result.foldersCreated.push(path);
    }
    dirs.set(path, dir);
    return dir;
  };
  try {
    // The folder itself must still be there: reading it fails when it was moved or deleted.
    await (link.handle as unknown as { keys(): AsyncIterator<string> }).keys().next();
  } catch (error) {
    result.refused = `The folder "${link.name}" could not be read on this computer (${reasonOf(error)}). It may have been moved or deleted: open it again with Open Folder.`;
    return result;
  }
  for (const folderPath of plan.folders) {
    try {
      await dirOf(folderPath);
    } catch (error) {
      result.failed.push({ path: `${folderPath}/`, reason: reasonOf(error) });
    }
  }
  for (const { path, entry } of plan.files) {
    try {
      const cut = path.lastIndexOf('/');
      const dir = await dirOf(cut < 0 ? '' : path.slice(0, cut));
      const name = path.slice(cut + 1);
      const bytes = await bytesOf(entry);
      let handle: FileSystemFileHandle;
      let isNew = false;
      try {
        handle = await dir.getFileHandle(name);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
        handle = await dir.getFileHandle(name, { create: true });
        isNew = true;
      }
      if (!isNew) {
        const onDisk = new Uint8Array(await (await handle.getFile()).arrayBuffer());
        if (sameBytes(onDisk, bytes)) {
          result.unchanged++;
          continue;
        }
      }
      const writable = await handle.createWritable();
      try {
        await writable.write(bytes as Uint8Array<ArrayBuffer>);
        await writable.close();
      } catch (error) {
        await writable.abort().catch(() => undefined);
        throw error;
      }
      result.written.push(path);
      if (isNew) result.created.push(path);
    } catch (error) {
      result.failed.push({ path, reason: reasonOf(error) });
    }
  }
  return result;
}

/** Writes every linked folder's changed and new files to its folder on disk. */
export async function saveToDiskFlow(): Promise<void> {
  const linked = linkedFolders(editorService.readFiles(), diskLinksStore.getState().links);
  if (linked.length === 0) {
    toast({
      type: 'info',
      title: 'No folder to save to',
      message:
        'Save to Disk writes to a folder opened with Open Folder… in a browser that lets pages write to folders (such as Chrome or Edge). Open a folder first, or download the project as a zip.',
    });
    return;
  }
  if (diskLinksStore.getState().saving) return;
  diskLinksStore.setState({ saving: true });
  try {
    for (const { link, folder } of linked) {
      const said = describeDiskSave(await saveLink(link, folder));
      toast({ type: said.type, title: said.title, message: said.message, duration: 10_000 });
    }
  } finally {
    diskLinksStore.setState({ saving: false });
  }
}
