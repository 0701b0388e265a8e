/**
 * Where the terminal panel goes in the layout. The panel and the xterm.js widget are a chunk of
 * their own, loaded the first time the panel opens (code loads when its feature is first used), so
 * they are not part of the app's first load.
 */
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { terminalsStore } from '../../state/terminals-store';

const TerminalPanel = lazy(() => import('./TerminalPanel'));

export function TerminalRegion() {
  const open = useStore(terminalsStore, (s) => s.panelOpen);
  const height = useStore(terminalsStore, (s) => s.height);
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <section className="terminal-panel" aria-label="Terminal" style={{ height }}>
          <p className="terminal-loading" role="status">
            Loading terminal…
          </p>
        </section>
      }
    >
      <TerminalPanel />
    </Suspense>
  );
}
