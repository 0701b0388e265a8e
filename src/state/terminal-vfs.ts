/**
 * The terminal's file system is the project's files: this adapter implements the shell's
 * VirtualFileSystem over the files store. Reads take the newest text of a file open in the editor;
 * creating a file from the terminal does not open it (as in VS Code).
 */
import { entriesFileSystem, type EntriesFileSystem } from '../core/terminal/vfs';
import { filesStore } from './files-store';
import { editorService } from './editor-service';

export const projectFileSystem: EntriesFileSystem = entriesFileSystem({
  get: () => filesStore.getState().entries,
  set: (entries, created) => {
    filesStore.setState({ entries });
    if (created) filesStore.getState().showCreated(created);
  },
  contentOf: (entry) => editorService.readText(entry.id) ?? entry.content,
});
