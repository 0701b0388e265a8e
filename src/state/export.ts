/**
 * Downloads: the whole project (or one folder) as a zip with the same files and folders,
 * pictures and other binary files byte for byte; the way out when browser storage refuses to
 * keep the files, and a backup a user can import again.
 */
import { count, zipName, zipProject } from '../core/files/transfer';
import { filesStore } from './files-store';
import { flushLiveBuffers } from './live-buffers';
import { toast } from './toasts-store';

/** Offers `data` to the user as a file named `name`. */
export function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers `text` (JSON) to the user as a file named `name`. */
export function downloadText(name: string, text: string): void {
  download(name, text, 'application/json');
}

/** Downloads the project ('/') or one folder as a zip. */
export async function downloadZip(folder = '/'): Promise<void> {
  flushLiveBuffers();
  const entries = filesStore.getState().entries;
  const files = entries.filter(
    (e) => e.type === 'file' && (folder === '/' || e.path.startsWith(folder + '/')),
  ).length;
  const name = zipName(folder);
  let zip: Uint8Array;
  try {
    zip = await zipProject(entries, folder);
  } catch (error) {
    toast({
      type: 'error',
      title: `${name} not made`,
      message: `A file could not be read from browser storage (${error instanceof Error ? error.message : String(error)}). Reload the page and try again.`,
    });
    return;
  }
  download(name, zip as Uint8Array<ArrayBuffer>, 'application/zip');
  toast({
    type: 'success',
    title: 'Download started',
    message: `${name}: ${count(files, 'file')}.`,
  });
}

/** The whole project as a zip: what a storage error offers. */
export function exportProject(): void {
  void downloadZip('/');
}
