/**
 * The setup guide, while it is open. Its dialog (SetupGuideDialog.tsx) is not part of the first
 * load; see ui/lazy-modal.tsx.
 */
import { useStore } from 'zustand';
import { lazyModal } from '../../ui/lazy-modal';
import { setupStore } from './welcome-actions';

const SetupGuideDialog = lazyModal(
  () => import('./SetupGuideDialog'),
  (m) => m.default,
);

export function SetupGuide() {
  const open = useStore(setupStore, (s) => s.guideOpen);
  return open ? <SetupGuideDialog /> : null;
}
