/**
 * The sidebar: the Files panel, and while a debugger session is shown the Run and Debug view
 * (Call stack and Variables) beside it as a second tab, as VS Code's sidebar shows it. The
 * session opens on Run and Debug; Files stays mounted, so its search and scroll survive.
 */
import { Suspense, lazy, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { debugStore } from '../../state/debug-store';
import './debug-toolbar.css';

const DebugView = lazy(() => import('./DebugView'));

type View = 'debug' | 'files';

export function DebugSidebar({ files }: { files: ReactNode }) {
  const sessionId = useStore(debugStore, (s) => s.session?.id ?? null);
  const [chosen, setChosen] = useState<{ session: string | null; view: View }>({
    session: null,
    view: 'files',
  });
  const id = useId();
  // A new session shows its view; the user's choice holds until the next one.
  const view: View =
    sessionId === null ? 'files' : chosen.session === sessionId ? chosen.view : 'debug';
  const choose = (next: View) => setChosen({ session: sessionId, view: next });

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: View =
      event.key === 'Home'
        ? 'debug'
        : event.key === 'End'
          ? 'files'
          : view === 'debug'
            ? 'files'
            : 'debug';
    choose(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className="debug-sidebar">
      {sessionId !== null && (
        <div className="debug-sidebar-tabs" role="tablist" aria-label="Sidebar">
          <button
            type="button"
            role="tab"
            id={`${id}-debug-tab`}
            className="debug-sidebar-tab"
            aria-selected={view === 'debug'}
            aria-controls={`${id}-debug`}
            tabIndex={view === 'debug' ? 0 : -1}
            onClick={() => choose('debug')}
            onKeyDown={onKey}
          >
            Run and Debug
          </button>
          <button
            type="button"
            role="tab"
            id={`${id}-files-tab`}
            className="debug-sidebar-tab"
            aria-selected={view === 'files'}
            aria-controls={`${id}-files`}
            tabIndex={view === 'files' ? 0 : -1}
            onClick={() => choose('files')}
            onKeyDown={onKey}
          >
            Files
          </button>
        </div>
      )}
      <div
        id={`${id}-files`}
        className="debug-sidebar-panel"
        {...(sessionId !== null ? { role: 'tabpanel', 'aria-labelledby': `${id}-files-tab` } : {})}
        hidden={view !== 'files'}
      >
        {files}
      </div>
      {sessionId !== null && (
        <div
          id={`${id}-debug`}
          className="debug-sidebar-panel"
          role="tabpanel"
          aria-labelledby={`${id}-debug-tab`}
          hidden={view !== 'debug'}
        >
          <Suspense fallback={<p className="debug-sidebar-loading">Loading the debugger…</p>}>
            <DebugView />
          </Suspense>
        </div>
      )}
    </div>
  );
}
