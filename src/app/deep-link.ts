/**
 * `/?file=<name>` opens that file, creating it when it does not exist (bookmarks, share
 * links, the benchmark). A bad name gets the explorer's message and changes nothing.
 * `#share=` adds one shared file, `#project=` a shared project in a folder of its own.
 */
import { filesStore } from '../state/files-store';
import { toast } from '../state/toasts-store';
import { validateNewRootName } from '../features/explorer';
import { decodeShare, shareValueOf } from '../core/share/share-link';
import { siblingsOf, uniqueName } from '../core/files/names';
import { newId } from '../core/files/file-entry';
import { applyImport, count, listPaths } from '../core/files/transfer';
import { decodeProject, projectValueOf, SHARED_PROJECT_FOLDER } from '../core/share/project-link';
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

/**
 * `#project=…`: adds the project a project link carries in a new folder of its own, so nothing
 * already there is touched, and opens its first file. A malformed or oversized link shows what
 * is wrong and changes no file. The fragment is removed afterwards, as for a shared file.
 */
export function openProjectLink(hash: string): void {
  const value = projectValueOf(hash);
  if (value === null) return;
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  const decoded = decodeProject(value);
  if (!decoded.ok) {
    toast({ type: 'error', title: 'Could not open the shared project', message: decoded.error });
    return;
  }
  const { project, leftOut } = decoded;
  const state = filesStore.getState();
  const folder = uniqueName(SHARED_PROJECT_FOLDER, siblingsOf(state.entries, '/'));
  const plan = {
    files: project.files.map((f) => ({ path: `${folder}/${f.path}`, content: f.content })),
    folders: [folder, ...project.folders.map((p) => `${folder}/${p}`)],
  };
  // A new folder: no name in it is taken, so nothing is asked and nothing replaced.
  const result = applyImport(
    state.entries,
    plan,
    '/',
    () => 'keep-both',
    () => newId(Date.now()),
  );
  const added = result.added.filter((e) => e.type === 'file');
  const newFolders = result.added.filter((e) => e.type === 'folder' && e.path === `/${folder}`);
  state.replaceEntries(
    result.entries,
    new Set([...state.expanded, ...newFolders.map((e) => e.id)]),
  );
  const first = added[0];
  if (first) filesStore.getState().open(first.id);
  toast({
    type: 'success',
    title: 'Shared project opened',
    message: [
      `${count(added.length, 'file')} ${added.length === 1 ? 'was' : 'were'} added in the new folder "${folder}".`,
      ...(leftOut.length > 0
        ? [
            `Left out ${count(leftOut.length, 'name')} the editor does not accept: ${listPaths(leftOut)}.`,
          ]
        : []),
    ].join(' '),
    duration: leftOut.length > 0 ? 10_000 : undefined,
  });
}

/** Opens a share link pasted into the address bar of an open tab, too. */
export function listenForShareLinks(): () => void {
  const onHashChange = () => {
    openProjectLink(window.location.hash);
    void openShareLink(window.location.hash);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}
