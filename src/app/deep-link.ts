/**
 * `/?file=<name>` opens that file, creating it when it does not exist (bookmarks, share
 * links, the benchmark). A bad name gets the explorer's message and changes nothing.
 */
import { filesStore } from '../state/files-store';
import { toast } from '../state/toasts-store';
import { validateNewRootName } from '../features/explorer/file-actions';

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
