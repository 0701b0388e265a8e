/**
 * Shows the open panel, if any. The modal and the panels' bodies (PanelModal.tsx) are not part of
 * the first load; see ui/lazy-modal.tsx.
 */
import { useStore } from 'zustand';
import { panelsStore } from '../../state/panels-store';
import { lazyModal } from '../../ui/lazy-modal';

const PanelModal = lazyModal(
  () => import('./PanelModal'),
  (m) => m.default,
);

export function PanelHost() {
  const open = useStore(panelsStore, (s) => s.open);
  return open ? <PanelModal open={open} /> : null;
}
