/**
 * `/?file=<name>` opens that file, creating it when it does not exist (bookmarks, share
 * links, the benchmark). A bad name gets the explorer's message and changes nothing.
 */
import { filesStore } from '../state/files-store';
import { toast } from '../state/toasts-store';
import { validateNewRootName } from '../features/explorer/file-actions';
import { decodeShare, shareValueOf } from '../core/share/share-link';
import { siblingsOf, uniqueName } from '../core/files/names';
import { languageById } from '../core/languages/registry';

export function openDeepLink(search: string): void {
  const name = new URLSearchParams(search).get('file');
  if (name === null) return;
  const state = filesStore.getState();
  const existing = state.entries.find((e) => e.type === 'file' && e.path === `/${name.trim()}`);
  if (existing) {
    state.open(existing.id);
    return;
  }
  const error = validateNewRootName(name);
  if (error) {
    toast({ type: 'error', title: 'Could not open the linked file', message: error });
    return;
  }
  const result = state.createFile(name, '/');
  if (!result.ok)
    toast({ type: 'error', title: 'Could not open the linked file', message: result.error });
}

/**
 * `#share=…` (Community Hub): adds the file a share link carries, under a free name, and opens
 * it. A malformed or oversized link shows what is wrong and changes no file. The fragment is
 * removed afterwards so a reload does not add the file twice.
 */
export async function openShareLink(hash: string): Promise<void> {
  const value = shareValueOf(hash);
  if (value === null) return;
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  const decoded = await decodeShare(value);
  if (!decoded.ok) {
    toast({ type: 'error', title: 'Could not open the shared file', message: decoded.error });
    return;
  }
  const { file } = decoded;
  const state = filesStore.getState();
  const name = uniqueName(file.name.trim(), siblingsOf(state.entries, '/'));
  const error = validateNewRootName(name);
  if (error) {
    toast({ type: 'error', title: 'Could not open the shared file', message: error });
    return;
  }
  const result = state.createFile(name, '/', file.content);
  if (!result.ok) {
    toast({ type: 'error', title: 'Could not open the shared file', message: result.error });
    return;
  }
  if (file.language && languageById(file.language)) {
    filesStore.getState().setLanguage(result.entry.id, file.language);
  }
  toast({
    type: 'success',
    title: 'Shared file opened',
    message:
      name === file.name.trim()
        ? `"${name}" was added to your files.`
        : `A file named "${file.name.trim()}" already exists, so the shared file was added as "${name}".`,
  });
}

/** Opens a share link pasted into the address bar of an open tab, too. */
export function listenForShareLinks(): () => void {
  const onHashChange = () => void openShareLink(window.location.hash);
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}
