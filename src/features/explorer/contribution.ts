/**
 * Commands over files and the workspace, registered once. The palette, the keyboard dispatcher and
 * the buttons all run these; the explorer's menus pass the file (`{ id }`) or folder
 * (`{ folder }`) they act on.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { activeEntry, filesStore } from '../../state/files-store';
import { flushFiles } from '../../state/files-persistence';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { saveToDiskFlow } from './disk-actions';
import { deleteFlow, newFileFlow, newFolderFlow, renameFlow } from './file-actions';
import {
  downloadFileFlow,
  downloadZipFlow,
  importFilesFlow,
  importZipFlow,
  openFolderFlow,
} from './transfer-actions';

/** A string field of a command's arguments, e.g. `{ id }` or `{ folder }`. */
function argOf(args: unknown, field: 'id' | 'folder'): string | undefined {
  if (typeof args !== 'object' || args === null || !Object.hasOwn(args, field)) return undefined;
  const value: unknown = (args as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** The file a command acts on: the one its arguments name (`{ id }`), else the open one. */
const targetId = (args: unknown) => argOf(args, 'id') ?? activeEntry(filesStore.getState())?.id;
const hasActive = () => activeEntry(filesStore.getState()) !== undefined;
const hasTarget = (args?: unknown) => targetId(args) !== undefined;
/** Runs `action` on the target file's id, if there is one. */
const onTarget = (action: (id: string) => unknown) => (_ctx: unknown, args?: unknown) => {
  const id = targetId(args);
  if (id !== undefined) void action(id);
};
/** The folder a command creates in or downloads (`{ folder }`), else the project's root. */
const folderOf = (args: unknown) => argOf(args, 'folder') ?? '/';

export async function saveActiveFile(): Promise<boolean> {
  const state = filesStore.getState();
  const entry = activeEntry(state);
  if (!entry) return false;
  state.markSaved(entry.id);
  if (!(await flushFiles())) {
    // Storage refused: the persistence layer has told the user; the file is not saved.
    filesStore.getState().setModifiedFlag(entry.id, true);
    return false;
  }
  workspaceStore.getState().showSavedIndicator(Date.now());
  toast({ type: 'success', title: 'File Saved', message: `${entry.name} saved successfully` });
  return true;
}

export function fileCommands(): Command[] {
  return [
    {
      id: 'file.new',
      title: 'New File',
      description: 'Create a file in the project and open it',
      category: 'file',
      keys: ['mod+n', 'alt+n'],
      run: (_ctx, args) => void newFileFlow(folderOf(args)),
    },
    {
      id: 'file.newFolder',
      title: 'New Folder',
      description: 'Create a folder in the project',
      category: 'file',
      keys: ['alt+shift+n'],
      run: (_ctx, args) => void newFolderFlow(folderOf(args)),
    },
    {
      id: 'file.save',
      title: 'Save File',
      description: 'Save the open file in this browser',
      category: 'file',
      keys: ['mod+s'],
      inEditor: true,
      when: hasActive,
      run: () => void saveActiveFile(),
    },
    {
      id: 'file.close',
      title: 'Close File',
      description: 'Close the open file (its changes stay kept)',
      category: 'file',
      keys: ['alt+w'],
      inEditor: true,
      when: hasActive,
      run: () => filesStore.getState().close(),
    },
    {
      id: 'file.rename',
      title: 'Rename File',
      description: 'Give the open file a new name',
      category: 'file',
      keys: ['alt+r'],
      when: hasTarget,
      run: onTarget(renameFlow),
    },
    {
      id: 'file.delete',
      title: 'Delete File',
      description: 'Delete the open file after asking',
      category: 'file',
      when: hasTarget,
      run: onTarget(deleteFlow),
    },
    {
      id: 'file.downloadZip',
      title: 'Download Project as Zip',
      description: 'Download every file and folder as one .zip, to keep or import again',
      category: 'file',
      run: (_ctx, args) => downloadZipFlow(folderOf(args)),
    },
    {
      id: 'file.download',
      title: 'Download File',
      description: 'Download the open file to this computer',
      category: 'file',
      when: hasTarget,
      run: onTarget(downloadFileFlow),
    },
    {
      id: 'file.openFolder',
      title: 'Open Folder…',
      description: 'Import a folder from this computer (node_modules and .git are left out)',
      category: 'file',
      run: () => openFolderFlow(),
    },
    {
      id: 'file.saveToDisk',
      title: 'Save to Disk',
      description: 'Write changed files back to the folder opened from this computer',
      category: 'file',
      run: () => saveToDiskFlow(),
    },
    {
      id: 'file.importFiles',
      title: 'Import Files…',
      description: 'Import files from this computer into the project',
      category: 'file',
      run: () => importFilesFlow(),
    },
    {
      id: 'file.importZip',
      title: 'Import Zip…',
      description: 'Import the files and folders of a .zip into the project',
      category: 'file',
      run: () => importZipFlow(),
    },
    {
      id: 'view.toggleSidebar',
      title: 'Toggle Sidebar',
      description: 'Show or hide the file explorer',
      category: 'view',
      keys: ['mod+b'],
      run: () => workspaceStore.getState().toggleSidebar(),
    },
    {
      id: 'view.toggleTheme',
      title: 'Toggle Theme',
      description: 'Switch between the light and dark theme',
      category: 'settings',
      keys: ['mod+t', 'alt+t'],
      run: () => workspaceStore.getState().toggleTheme(),
    },
    {
      id: 'view.focusEditor',
      title: 'Focus Editor',
      description: 'Move the keyboard focus into the code editor',
      category: 'view',
      when: hasActive,
      run: () => workspaceStore.getState().focusEditor(),
    },
  ];
}

export const explorerContribution: Contribution = { commands: fileCommands };
