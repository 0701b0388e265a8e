/**
 * The files store: the single source of truth for files and folders. The explorer, editor, status
 * bar and terminal all read and write it. Persistence lives in files-persistence.ts; this module
 * only changes state.
 *
 * persist: entries and expanded (IndexedDB, one record each), activeId (key `activeFileId`).
 */
import { create } from 'zustand';
import { newId, parentPath, type FileEntry } from '../core/files/file-entry';
import {
  createEntry,
  deleteEntry,
  markSaved,
  renameEntry,
  setBreakpoints,
  setContent,
  setLanguage,
  toggleBreakpoint,
  type OpResult,
} from '../core/files/ops';
import { repairPaths } from '../core/files/merge';
import { flushLiveBuffer, flushLiveBuffers, setLiveBufferSink } from './live-buffers';

export type CreateResult = OpResult;

interface FilesState {
  entries: FileEntry[];
  activeId: string | null;
  /**
   * The ids of the open folders. Apart from the entries, so opening a folder in a 5,000-file
   * tree changes no entry: nothing that follows the entries (the editor's models, the explorer's
   * grouping, the open file's selectors) goes over the whole list again. An id may outlive its
   * folder (a delete can be undone); only the entries say what exists.
   */
  expanded: ReadonlySet<string>;
  createFile: (name: string, parentPath?: string, content?: string) => CreateResult;
  createFolder: (name: string, parentPath?: string) => CreateResult;
  rename: (id: string, name: string) => CreateResult;
  remove: (id: string) => { ok: true; removedIds: string[] } | { ok: false; error: string };
  open: (id: string) => void;
  close: () => void;
  setContent: (id: string, content: string) => void;
  setModified: (id: string) => void;
  markSaved: (id: string, now?: Date) => void;
  setModifiedFlag: (id: string, modified: boolean) => void;
  toggleFolder: (id: string) => void;
  /** Opens the folder a new entry is in and, for a new folder, the folder itself. */
  showCreated: (entry: FileEntry) => void;
  /** The user's language choice for a file; null returns it to detection. */
  setLanguage: (id: string, language: string | null) => void;
  /** A file's breakpoint lines, as the editor tracks them through edits. */
  setBreakpoints: (id: string, lines: readonly number[]) => void;
  /** Adds the breakpoint on a line of a file, or removes it. */
  toggleBreakpoint: (id: string, line: number) => void;
  /** A whole new list (a merge, an undone delete); `expanded` replaces the open folders too. */
  replaceEntries: (entries: FileEntry[], expanded?: ReadonlySet<string>) => void;
}

export const filesStore = create<FilesState>()((set, get) => {
  const apply = (result: OpResult): OpResult => {
    if (result.ok) set({ entries: result.entries });
    return result;
  };
  const create = (name: string, type: 'file' | 'folder', parent = '/', content?: string) => {
    const result = apply(
      createEntry(get().entries, {
        name,
        type,
        parentPath: parent,
        content,
        id: newId(Date.now()),
      }),
    );
    if (result.ok) get().showCreated(result.entry);
    return result;
  };
  return {
    entries: [],
    activeId: null,
    expanded: new Set(),
    createFile: (name, parentPath, content) => {
      const result = create(name, 'file', parentPath, content);
      if (result.ok) set({ activeId: result.entry.id }); // creating a file opens it
      return result;
    },
    createFolder: (name, parentPath) => create(name, 'folder', parentPath),
    rename: (id, name) => {
      flushLiveBuffer(id);
      return apply(renameEntry(get().entries, id, name));
    },
    remove: (id) => {
      const result = deleteEntry(get().entries, id);
      if (!result.ok) return result;
      const { removedIds } = result.entry;
      const activeId = get().activeId;
      set({
        entries: result.entries,
        activeId: activeId && removedIds.includes(activeId) ? null : activeId,
      });
      return { ok: true, removedIds };
    },
    open: (id) => {
      const entry = get().entries.find((e) => e.id === id);
      if (entry && entry.type === 'file') set({ activeId: id }); // folders are not opened
    },
    close: () => set({ activeId: null }),
    setContent: (id, content) => {
      const entry = get().entries.find((e) => e.id === id);
      if (entry && entry.content !== content)
        set({ entries: setContent(get().entries, id, content) });
    },
    setModified: (id) => {
      const entry = get().entries.find((e) => e.id === id);
      if (entry && !entry.modified) get().setModifiedFlag(id, true);
    },
    setModifiedFlag: (id, modified) =>
      set({ entries: get().entries.map((e) => (e.id === id ? { ...e, modified } : e)) }),
    markSaved: (id, now = new Date()) => {
      flushLiveBuffers();
      set({ entries: markSaved(get().entries, id, now) });
    },
    toggleFolder: (id) => {
      const expanded = new Set(get().expanded);
      if (!expanded.delete(id)) expanded.add(id);
      set({ expanded });
    },
    showCreated: (entry) => {
      const folder = parentPath(entry.path);
      const parent = folder === '/' ? undefined : get().entries.find((e) => e.path === folder);
      const open = [...(parent ? [parent.id] : []), ...(entry.type === 'folder' ? [entry.id] : [])];
      if (open.every((id) => get().expanded.has(id))) return;
      set({ expanded: new Set([...get().expanded, ...open]) });
    },
    setLanguage: (id, language) => set({ entries: setLanguage(get().entries, id, language) }),
    setBreakpoints: (id, lines) => {
      const entries = setBreakpoints(get().entries, id, lines);
      if (entries.some((e, i) => e !== get().entries[i])) set({ entries });
    },
    toggleBreakpoint: (id, line) => set({ entries: toggleBreakpoint(get().entries, id, line) }),
    replaceEntries: (entries, expanded = get().expanded) => {
      const activeId = get().activeId;
      set({
        entries,
        expanded,
        activeId: activeId && entries.some((e) => e.id === activeId) ? activeId : null,
      });
    },
  };
});

setLiveBufferSink((id, content) => filesStore.getState().setContent(id, content));

/** Where the open file's entry was last found: most changes keep it at the same place. */
let activeAt = -1;

/**
 * The open file's entry. A dozen components select it on every change of the store, and in a
 * 5,000-file workspace a search of the whole list each time adds up: the last place is tried
 * first.
 */
export const activeEntry = (s: Pick<FilesState, 'entries' | 'activeId'>) => {
  if (!s.activeId) return undefined;
  const hint = s.entries[activeAt];
  if (hint?.id === s.activeId) return hint;
  activeAt = s.entries.findIndex((e) => e.id === s.activeId);
  return s.entries[activeAt];
};

/**
 * Deletes entry `id` (a folder with everything in it) and gives what it removed, for an Undo
 * (restoreRemoved), or why it could not be deleted.
 */
export function removeForUndo(
  id: string,
): { ok: true; removed: FileEntry[] } | { ok: false; error: string } {
  const before = filesStore.getState().entries;
  const result = filesStore.getState().remove(id);
  if (!result.ok) return result;
  const ids = new Set(result.removedIds);
  return { ok: true, removed: before.filter((e) => ids.has(e.id)) };
}

/** An Undo of deletes: puts back what they removed, but for entries that came back since. */
export function restoreRemoved(removed: readonly FileEntry[]): void {
  const now = filesStore.getState().entries;
  const back = removed.filter((r) => !now.some((e) => e.id === r.id));
  filesStore.getState().replaceEntries(repairPaths([...now, ...back]));
}
