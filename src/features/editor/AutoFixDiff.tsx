/**
 * What the last auto-fix changed, while the diff is open. The modal (AutoFixDiffModal.tsx) is
 * not part of the first load; see ui/lazy-modal.tsx.
 */
import { useStore } from 'zustand';
import { editorAiStore } from '../../state/editor-ai-store';
import { lazyModal } from '../../ui/lazy-modal';
import type { Monaco } from './monaco';

const AutoFixDiffModal = lazyModal(
  () => import('./AutoFixDiffModal'),
  (m) => m.default,
);

export function AutoFixDiff({ monaco }: { monaco: Monaco | null }) {
  const open = useStore(editorAiStore, (s) => s.diffOpen);
  const fix = useStore(editorAiStore, (s) => s.lastFix);
  return open && fix ? <AutoFixDiffModal monaco={monaco} fix={fix} /> : null;
}
