/**
 * The command palette, shown while `paletteOpen` is set. Its dialog (PaletteDialog.tsx) is not part
 * of the first load; see ui/lazy-modal.tsx.
 */
import { useStore } from 'zustand';
import { workspaceStore } from '../../state/workspace-store';
import { lazyModal } from '../../ui/lazy-modal';

const PaletteDialog = lazyModal(
  () => import('./PaletteDialog'),
  (m) => m.default,
);

export function CommandPalette() {
  const open = useStore(workspaceStore, (s) => s.paletteOpen);
  return open ? <PaletteDialog /> : null;
}
