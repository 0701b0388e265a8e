/**
 * The two versions of a file edited in two tabs, while the compare view is open. The view
 * (ConflictCompareModal.tsx) is not part of the first load; see ui/lazy-modal.tsx.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { findConflicts } from '../../core/files/conflicts';
import { filesStore } from '../../state/files-store';
import { conflictsStore } from '../../state/conflicts-store';
import { lazyModal } from '../../ui/lazy-modal';
import type { Monaco } from './monaco';

const ConflictCompareModal = lazyModal(
  () => import('./ConflictCompareModal'),
  (m) => m.default,
);

export function ConflictCompare({ monaco }: { monaco: Monaco | null }) {
  const comparing = useStore(conflictsStore, (s) => s.comparing);
  const activeId = useStore(filesStore, (s) => s.activeId);
  // Closes by itself once the conflict is over, here or in the other tab.
  const conflict = useStore(filesStore, (s) =>
    comparing ? findConflicts(s.entries).byFile.get(comparing) : undefined,
  );
  // The buttons act on the open file: it must be one of the two.
  const open =
    conflict !== undefined && (activeId === conflict.file.id || activeId === conflict.copy.id);
  useEffect(() => {
    if (comparing !== null && !open) conflictsStore.getState().setComparing(null);
  }, [comparing, open]);
  if (!open) return null;
  const viewing = activeId === conflict.copy.id ? 'copy' : 'file';
  return <ConflictCompareModal monaco={monaco} conflict={conflict} viewing={viewing} />;
}
