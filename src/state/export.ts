/**
 * Export of the whole project as one JSON file the user downloads: the way out when browser
 * storage refuses to keep the files.
 */
import { filesStore } from './files-store';
import { flushLiveBuffers } from './live-buffers';

function projectExportJson(): string {
  flushLiveBuffers();
  const entries = filesStore.getState().entries;
  return JSON.stringify({ exportedAt: new Date().toISOString(), files: entries }, null, 2);
}

export function exportProject(): void {
  downloadText(`project-${new Date().toISOString().slice(0, 10)}.json`, projectExportJson());
}

/** Offers `text` to the user as a file named `name`. */
export function downloadText(name: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
