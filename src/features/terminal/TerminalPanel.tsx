/**
 * The integrated terminal panel: a resize handle, one tab per terminal with its close button, New
 * Terminal and the 'Select Terminal Type' menu of the nine types, Close All, Hide, the terminal
 * itself, and a status line with the active type, the session count, the directory and 'Ready' (or
 * 'Running a program'). Loaded lazily by TerminalRegion.
 */
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { ChevronDown, Plus, Trash2, X } from 'lucide-react';
import { displayDirectory, runsPrograms } from '../../core/terminal/profile';
import {
  TERMINAL_DEFAULT_HEIGHT,
  TERMINAL_MAX_HEIGHT,
  TERMINAL_MIN_HEIGHT,
  TERMINAL_TYPES,
  terminalType,
  type HistoryEntry,
  type TerminalSession,
} from '../../core/terminal/types';
import { CommandButton, useCommandKey } from '../../ui/CommandButton';
import { activeSession, terminalsStore } from '../../state/terminals-store';
import { runStore } from '../../state/run-store';
import { RunPanel } from '../run';
import { toast } from '../../state/toasts-store';
import { MenuButton, type MenuItem } from '../../ui/Menu';
import { isRunningIn, subscribePrograms } from './terminal-programs';
import { XtermView } from './XtermView';
import './terminal.css';

const HINT_ID = 'terminal-keys-hint';

export default function TerminalPanel() {
  const sessions = useStore(terminalsStore, (s) => s.sessions);
  const height = useStore(terminalsStore, (s) => s.height);
  const active = useStore(terminalsStore, activeSession);
  const runTabOpen = useStore(runStore, (s) => s.tabOpen);
  const runShown = useStore(runStore, (s) => s.tabShown && s.tabOpen);
  const runStatus = useStore(runStore, (s) => s.status);
  const toggleKey = useCommandKey('view.toggleTerminal');
  const running = useSyncExternalStore(subscribePrograms, () => isRunningIn(active?.id));

  const typeItems: MenuItem[] = TERMINAL_TYPES.map((t) => ({
    id: t.id,
    label: t.name,
    icon: (
      <span className={`terminal-type-icon term-color-${t.color}`} aria-hidden="true">
        {t.icon}
      </span>
    ),
    hint: t.interpreter,
    onSelect: () => {
      runStore.getState().hideTab(); // the new terminal is the tab shown
      terminalsStore.getState().newTerminal(t.id);
    },
  }));

  const close = (session: TerminalSession) => {
    const result = terminalsStore.getState().closeTerminal(session.id);
    if (!result.ok) toast({ type: 'info', title: 'Terminal kept open', message: result.error });
  };

  return (
    <section className="terminal-panel" aria-label="Terminal" style={{ height }}>
      <ResizeHandle height={height} />
      <div className="terminal-toolbar">
        <ul className="terminal-tabs" aria-label="Terminals">
          {runTabOpen && (
            <li className={`terminal-tab run-tab${runShown ? ' is-active' : ''}`}>
              <button
                type="button"
                className="terminal-tab-select"
                aria-current={runShown ? 'true' : undefined}
                title="Run: the output of the program you run with F5"
                onClick={() => runStore.getState().showTab(true)}
              >
                <span className="terminal-type-icon" aria-hidden="true">
                  {runStatus === 'idle' ? '▶' : '●'}
                </span>
                Run
              </button>
            </li>
          )}
          {sessions.map((s) => {
            const type = terminalType(s.type);
            const only = sessions.length === 1;
            return (
              <li
                key={s.id}
                className={`terminal-tab term-color-${type.color}${s.isActive && !runShown ? ' is-active' : ''}`}
              >
                <button
                  type="button"
                  className="terminal-tab-select"
                  aria-current={s.isActive && !runShown ? 'true' : undefined}
                  title={`${s.name}: ${displayDirectory(s.type, s.currentDirectory)}`}
                  onClick={() => {
                    runStore.getState().hideTab();
                    terminalsStore.getState().activate(s.id);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Delete') close(s);
                  }}
                >
                  <span className="terminal-type-icon" aria-hidden="true">
                    {type.icon}
                  </span>
                  {s.name}
                </button>
                <button
                  type="button"
                  className="terminal-tab-close"
                  aria-label={`Close ${s.name}`}
                  aria-disabled={only || undefined}
                  title={only ? 'The only terminal cannot be closed' : `Close ${s.name}`}
                  onClick={() => close(s)}
                >
                  <X size={13} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="terminal-actions">
          <CommandButton
            id="terminal.new"
            className="icon-btn"
            aria-label="New Terminal"
            tooltip={(key) => `New Terminal (${key})`}
          >
            <Plus size={16} aria-hidden="true" />
          </CommandButton>
          <MenuButton
            label="Select Terminal Type"
            titled
            icon={<ChevronDown size={16} aria-hidden="true" />}
            items={typeItems}
          />
          <CommandButton
            id="terminal.closeAll"
            className="icon-btn"
            aria-label="Close All Terminals"
          >
            <Trash2 size={15} aria-hidden="true" />
          </CommandButton>
          <CommandButton
            id="view.toggleTerminal"
            className="icon-btn"
            aria-label="Hide Terminal"
            tooltip={(key) => `Hide Terminal (${key})`}
          >
            <X size={16} aria-hidden="true" />
          </CommandButton>
        </div>
      </div>
      <div className="terminal-body" hidden={runShown}>
        <XtermView describedBy={HINT_ID} />
        <p id={HINT_ID} className="visually-hidden">
          {runsPrograms(active?.type ?? 'bash')
            ? 'node and python really run your files, in the browser; other commands are simulated over the project\u2019s files.'
            : 'Commands are simulated over the project\u2019s files: nothing is really run in this terminal.'}{' '}
          ArrowUp and ArrowDown recall commands, Tab completes a name, Shift+Tab leaves the
          terminal, {toggleKey} hides it. While a program runs, typing goes to it: Ctrl+C stops it
          and Ctrl+D ends its input.
        </p>
        <LastOutput session={active} />
      </div>
      {runShown && (
        <Suspense fallback={null}>
          <RunPanel />
        </Suspense>
      )}
      {active && !runShown && (
        <div className="terminal-status">
          <span className={`terminal-status-type term-color-${terminalType(active.type).color}`}>
            <span className="terminal-type-icon" aria-hidden="true">
              {terminalType(active.type).icon}
            </span>{' '}
            {terminalType(active.type).name}
          </span>
          <span>
            {sessions.length} {sessions.length === 1 ? 'session' : 'sessions'}
          </span>
          <span className="terminal-status-dir" title="Current directory">
            {displayDirectory(active.type, active.currentDirectory)}
          </span>
          <span className="terminal-status-spacer" />
          <span>{running ? 'Running a program' : 'Ready'}</span>
        </div>
      )}
    </section>
  );
}

/** Announces what the last command printed, for screen readers (the canvas says nothing). */
function LastOutput({ session }: { session: TerminalSession | undefined }) {
  const history = session?.history ?? [];
  let start = history.length;
  while (start > 0 && history[start - 1]?.type !== 'command') start--;
  const outputs = history.slice(start).filter((e: HistoryEntry) => e.type !== 'command');
  const text = outputs
    .map((e) => e.output)
    .join('\n')
    .slice(0, 1000);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {start > 0 ? text : ''}
    </div>
  );
}

/** The drag handle: a focusable separator; arrows, Page keys, Home and End resize it too. */
function ResizeHandle({ height }: { height: number }) {
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const setHeight = (h: number) => terminalsStore.getState().setHeight(h);

  useEffect(() => {
    if (!dragging) return;
    const previous = document.body.style.cursor;
    document.body.style.cursor = 'row-resize';
    return () => {
      document.body.style.cursor = previous;
    };
  }, [dragging]);

  return (
    // A focusable separator is the ARIA window-splitter pattern: an interactive widget, which
    // jsx-a11y counts as non-interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={`terminal-resize${dragging ? ' is-dragging' : ''}`}
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize terminal"
      aria-valuenow={height}
      aria-valuemin={TERMINAL_MIN_HEIGHT}
      aria-valuemax={TERMINAL_MAX_HEIGHT}
      aria-valuetext={`${height} pixels high`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      title="Drag to resize the terminal (200 to 800 px); arrow keys work too"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { startY: event.clientY, startHeight: height };
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        setHeight(drag.current.startHeight + (drag.current.startY - event.clientY));
      }}
      onPointerUp={(event) => {
        drag.current = null;
        setDragging(false);
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      onDoubleClick={() => setHeight(TERMINAL_DEFAULT_HEIGHT)}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 50 : 10;
        const next: Record<string, number> = {
          ArrowUp: height + step,
          ArrowDown: height - step,
          PageUp: height + 100,
          PageDown: height - 100,
          Home: TERMINAL_MIN_HEIGHT,
          End: TERMINAL_MAX_HEIGHT,
        };
        const value = next[event.key];
        if (value === undefined) return;
        event.preventDefault();
        setHeight(value);
      }}
    />
  );
}
