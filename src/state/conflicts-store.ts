/**
 * Files edited in two tabs, as this tab sees them (session state; the link between a file and
 * its copy is stored on the copy, `FileEntry.conflictOf`, core/files/conflicts.ts):
 *
 * - `views`: whose version this tab shows in each conflict, by file id, set after each merge
 *   (state/files-persistence.ts); unknown after a reload.
 * - `comparing`: the file whose two versions the compare view shows, null when it is closed.
 */
import { create } from 'zustand';
import { viewsAfterMerge, type ConflictView, type MergeOutcome } from '../core/files/conflicts';
import type { FileEntry } from '../core/files/file-entry';

interface ConflictsState {
  views: ReadonlyMap<string, ConflictView>;
  comparing: string | null;
  /** After a merge; `before` is this tab's list before it. */
  afterMerge: (before: readonly FileEntry[], merged: MergeOutcome) => void;
  /** The conflict of `fileId` is over here. */
  forget: (fileId: string) => void;
  setComparing: (fileId: string | null) => void;
}

export const conflictsStore = create<ConflictsState>()((set, get) => ({
  views: new Map(),
  comparing: null,
  afterMerge: (before, merged) => {
    const views = viewsAfterMerge(get().views, before, merged);
    if (views.size > 0 || get().views.size > 0) set({ views });
  },
  forget: (fileId) => {
    const views = new Map(get().views);
    views.delete(fileId);
    set({ views, comparing: get().comparing === fileId ? null : get().comparing });
  },
  setComparing: (comparing) => set({ comparing }),
}));
