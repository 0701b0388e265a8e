/**
 * What a person does to files, with the questions and messages around it: ask for a name
 * (checked as they type), create, rename, delete after confirmation with an undo. Used by the
 * explorer's menus and by the app's commands, so every route behaves the same.
 */
import { promptDialog, confirmDialog } from '../../ui/dialogs';
import { filesStore, removeForUndo, restoreRemoved } from '../../state/files-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { parentPath, type FileEntry } from '../../core/files/file-entry';
import { siblingsOf, uniqueName, validateName } from '../../core/files/names';

export const DEFAULT_FILE_NAME = 'untitled.txt';
export const DEFAULT_FOLDER_NAME = 'new-folder';

const CREATE_TEXT = {
  file: {
    title: 'New File',
    label: 'File name',
    base: DEFAULT_FILE_NAME,
    failed: 'File not created',
    done: 'File Created',
  },
  folder: {
    title: 'New Folder',
    label: 'Folder name',
    base: DEFAULT_FOLDER_NAME,
    failed: 'Folder not created',
    done: 'Folder Created',
  },
} as const;

async function createFlow(kind: 'file' | 'folder', folderPath: string): Promise<FileEntry | null> {
  const text = CREATE_TEXT[kind];
  const siblings = () => siblingsOf(filesStore.getState().entries, folderPath);
  const name = await promptDialog({
    title: text.title,
    label: folderPath === '/' ? text.label : `${text.label} (in ${folderPath})`,
    defaultValue: uniqueName(text.base, siblings()),
    confirmLabel: 'Create',
    validate: (value) => validateName(value, siblings(), kind),
  });
  if (name === null) return null; // an empty answer is ignored
  const state = filesStore.getState();
  const result =
    kind === 'file' ? state.createFile(name, folderPath) : state.createFolder(name, folderPath);
  if (!result.ok) {
    toast({ type: 'error', title: text.failed, message: result.error });
    return null;
  }
  toast({
    type: 'success',
    title: text.done,
    message:
      kind === 'file'
        ? `"${result.entry.name}" is ready to edit.`
        : `"${result.entry.name}" was added.`,
  });
  if (kind === 'file') workspaceStore.getState().focusEditor();
  return result.entry;
}

export const newFileFlow = (folderPath = '/') => createFlow('file', folderPath);
export const newFolderFlow = (folderPath = '/') => createFlow('folder', folderPath);

export async function renameFlow(id: string): Promise<void> {
  const entry = filesStore.getState().entries.find((e) => e.id === id);
  if (!entry) return;
  const folder = parentPath(entry.path);
  const name = await promptDialog({
    title: entry.type === 'folder' ? 'Rename Folder' : 'Rename File',
    label: 'New name',
    defaultValue: entry.name,
    confirmLabel: 'Rename',
    selectStem: entry.type === 'file',
    validate: (value) =>
      validateName(value, siblingsOf(filesStore.getState().entries, folder), entry.type, id),
  });
  if (name === null) return;
  const result = filesStore.getState().rename(id, name);
  if (!result.ok) {
    toast({ type: 'error', title: 'Not renamed', message: result.error });
    return;
  }
  if (result.entry.name !== entry.name) {
    toast({
      type: 'success',
      title: 'Renamed',
      message: `"${entry.name}" is now "${result.entry.name}".`,
    });
  }
}

export async function deleteFlow(id: string): Promise<void> {
  const entry = filesStore.getState().entries.find((e) => e.id === id);
  if (!entry) return;
  const ok = await confirmDialog({
    title: entry.type === 'folder' ? 'Delete Folder' : 'Delete File',
    message:
      entry.type === 'folder'
        ? 'Are you sure you want to delete this folder and everything in it?'
        : 'Are you sure you want to delete this file?',
    confirmLabel: 'Delete',
    danger: true,
  });
  if (!ok) return;
  const result = removeForUndo(id);
  if (!result.ok) {
    toast({ type: 'error', title: 'Not deleted', message: result.error });
    return;
  }
  toast({
    type: 'info',
    title: entry.type === 'folder' ? 'Folder deleted' : 'File deleted',
    message: `"${entry.name}" was deleted.`,
    duration: 8000,
    undo: {
      label: 'Undo',
      handler: () => restoreRemoved(result.removed),
    },
  });
}

/** Checks a name for a new file at the root, for callers such as the `?file=` deep link. */
export function validateNewRootName(name: string): string | null {
  return validateName(name, siblingsOf(filesStore.getState().entries, '/'), 'file');
}
