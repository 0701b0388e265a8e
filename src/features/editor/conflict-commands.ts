/**
 * Commands for a file edited in two tabs (core/files/conflicts.ts): compare the two versions,
 * keep the one on screen, or keep the other. They act on the open file, whether it is the file
 * or its copy; the editor's bar and the compare view run them too.
 */
import type { Command } from '../../core/commands/command';
import { conflictAt, resolveConflict } from '../../core/files/conflicts';
import { filesStore } from '../../state/files-store';
import { flushFiles } from '../../state/files-persistence';
import { editorService } from '../../state/editor-service';
import { conflictsStore } from '../../state/conflicts-store';
import { toast } from '../../state/toasts-store';

const openConflict = () =>
  conflictAt(filesStore.getState().entries, filesStore.getState().activeId);

const inConflict = () => openConflict() !== null;

export function compareVersions(): void {
  // The compare view shows the newest text of both.
  const at = conflictAt(editorService.readFiles(), filesStore.getState().activeId);
  if (at) conflictsStore.getState().setComparing(at.conflict.file.id);
}

/** `which`: the version on screen ('this') or the other one. */
export function keepVersion(which: 'this' | 'other'): void {
  const entries = editorService.readFiles();
  const at = conflictAt(entries, filesStore.getState().activeId);
  if (!at) return;
  const keep = (which === 'this') === (at.viewing === 'file') ? 'file' : 'copy';
  const result = resolveConflict(entries, at.conflict.file.id, keep);
  if (!result) return;
  const { file, removed } = result;
  const store = filesStore.getState();
  store.replaceEntries(result.entries);
  store.open(file.id);
  conflictsStore.getState().forget(file.id);
  toast({
    type: 'success',
    title: 'One version kept',
    message:
      keep === 'file'
        ? `"${file.name}" keeps its text; "${removed.name}" was deleted.`
        : `"${file.name}" now has the text of "${removed.name}", which was deleted.`,
  });
  void flushFiles(); // the other tab hears of it at once
}

export function conflictCommands(): Command[] {
  return [
    {
      id: 'conflict.compare',
      title: "Compare With Other Tab's Version",
      description: 'This file was edited in two tabs: show both versions side by side',
      category: 'file',
      when: inConflict,
      run: compareVersions,
    },
    {
      id: 'conflict.keepThis',
      title: 'Keep This Version',
      description: 'This file was edited in two tabs: keep the version on screen, delete the other',
      category: 'file',
      when: inConflict,
      run: () => keepVersion('this'),
    },
    {
      id: 'conflict.keepOther',
      title: 'Keep the Other Version',
      description: 'This file was edited in two tabs: take the other version, delete the copy',
      category: 'file',
      when: inConflict,
      run: () => keepVersion('other'),
    },
  ];
}
