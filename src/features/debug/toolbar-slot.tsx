/** Where the debugger's toolbar goes above the editor: its code loads when a session starts. */
import { Suspense, lazy } from 'react';
import { useStore } from 'zustand';
import { debugStore } from '../../state/debug-store';

const DebugToolbarBody = lazy(() => import('./DebugToolbar'));

export function DebugToolbar() {
  const shown = useStore(debugStore, (s) => s.session !== null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DebugToolbarBody />
    </Suspense>
  );
}
