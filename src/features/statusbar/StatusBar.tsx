/**
 * The status bar: branch label, problem count ('No issues' when none), file name, lines / words /
 * characters, the backend marker, theme, Terminal and AI Core markers, and the Focus Mode marker
 * while Focus Mode is on.
 */
import { useStore } from 'zustand';
import { CircleAlert, CircleCheck, GitBranch, SquareTerminal } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorStatsStore } from '../../state/editor-stats-store';
import { problemsStore } from '../../state/problems-store';
import { backendStore } from '../../state/backend-status';
import { workspaceStore } from '../../state/workspace-store';
import { terminalsStore } from '../../state/terminals-store';
import { storageUseStore, storageUseText } from '../../state/storage-use-store';
import { historyStore } from '../../state/history-store';
import { CommandButton } from '../../ui/CommandButton';
import { formatBytes } from '../../core/files/storage-use';
import './statusbar.css';

// Digits grouped by hand as toLocaleString('en') would: its first call loads the number
// formatting data, which slows the shell's first render.
const plural = (n: number, word: string) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${word}${n === 1 ? '' : 's'}`;

// The same elements on every render: the status bar renders again with every edit's counts.
const BRANCH_ICON = <GitBranch size={13} aria-hidden="true" />;
const NO_PROBLEMS_ICON = <CircleCheck size={13} aria-hidden="true" />;
const PROBLEMS_ICON = <CircleAlert size={13} aria-hidden="true" />;
const TERMINAL_ICON = <SquareTerminal size={13} aria-hidden="true" />;

export function StatusBar() {
  const active = useStore(filesStore, activeEntry);
  const stats = useStore(editorStatsStore);
  const backend = useStore(backendStore, (s) => s.status);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const focusMode = useStore(workspaceStore, (s) => s.focusMode);
  const problemsOpen = useStore(problemsStore, (s) => s.panelOpen);

  return (
    <footer className="statusbar" aria-label="Status bar">
      <span
        className="status-item"
        title="The project's branch: this workspace keeps one line of history"
      >
        {BRANCH_ICON} main
      </span>
      <ProblemCount
        open={problemsOpen}
        enabled={Boolean(active)}
        errors={stats.errors}
        warnings={stats.warnings}
      />
      {active && (
        <>
          <span className="status-item status-file">{active.name}</span>
          <span className="status-item status-stats" aria-label="File size">
            {active.blob ? (
              `binary file · ${formatBytes(active.blob.size)}`
            ) : (
              <>
                {plural(stats.lines, 'line')} ·{' '}
                {stats.words === null ? 'counting words' : plural(stats.words, 'word')} ·{' '}
                {plural(stats.characters, 'character')}
              </>
            )}
          </span>
        </>
      )}
      <span className="status-spacer" />
      {focusMode && (
        // The marker also leaves Focus Mode: the way out without a keyboard, besides a double tap.
        <CommandButton
          id="view.toggleFocusMode"
          className="status-item status-button status-focus-mode"
          tooltip={(key) => `Focus Mode is on: click to restore the interface (${key})`}
        >
          Focus Mode
        </CommandButton>
      )}
      <span
        className="status-item"
        title={
          backend === 'connected'
            ? 'The project server answers: AI requests can go through it'
            : backend === 'checking'
              ? 'Looking for the project server'
              : 'No project server found: everything runs in this browser'
        }
      >
        {backend === 'connected'
          ? 'Connected'
          : backend === 'checking'
            ? 'Checking…'
            : 'Frontend Demo Mode'}
      </span>
      <StorageMarker />
      <span className="status-item status-theme">{theme === 'dark' ? 'Dark' : 'Light'}</span>
      <TerminalMarker />
      <span className="status-item status-muted" title="AI features are not part of this build yet">
        AI Core
      </span>
    </footer>
  );
}

/** 'No issues' or '2 errors, 1 warning'; a button that opens the Problems list. */
function ProblemCount(props: {
  open: boolean;
  enabled: boolean;
  errors: number;
  warnings: number;
}) {
  const { open, enabled, errors, warnings } = props;
  const total = errors + warnings;
  const text =
    total === 0
      ? 'No issues'
      : [errors && plural(errors, 'error'), warnings && plural(warnings, 'warning')]
          .filter(Boolean)
          .join(', ');
  return (
    <button
      type="button"
      id="status-problems"
      className="status-item status-button"
      disabled={!enabled}
      aria-expanded={enabled ? open : undefined}
      title={
        enabled
          ? 'Problems found in this file by the language services: click to list them'
          : 'No file is open'
      }
      onClick={() => problemsStore.getState().setPanelOpen(!open)}
    >
      {total === 0 ? NO_PROBLEMS_ICON : PROBLEMS_ICON}
      {text}
    </button>
  );
}

/** 'Storage 3%': how much of the browser's quota the files use; the tooltip says more. */
function StorageMarker() {
  const use = useStore(storageUseStore, (s) => s.use);
  const persisted = useStore(storageUseStore, (s) => s.persisted);
  const historyChars = useStore(historyStore, (s) => s.chars);
  const historyEntries = useStore(historyStore, (s) => s.count);
  const text = storageUseText(
    { use, persisted },
    historyChars !== null && historyEntries !== null
      ? { bytes: historyChars, entries: historyEntries }
      : undefined,
  );
  return (
    <span
      className={`status-item${text.nearlyFull ? ' status-warning' : ''}`}
      title={text.title}
      aria-label={text.title}
    >
      {text.label}
    </span>
  );
}

/** 'Terminal' with the number of open terminals; a button that shows or hides the panel. */
function TerminalMarker() {
  const open = useStore(terminalsStore, (s) => s.panelOpen);
  const count = useStore(terminalsStore, (s) => s.sessions.length);
  return (
    <CommandButton
      id="view.toggleTerminal"
      className="status-item status-terminal"
      aria-pressed={open}
      tooltip={(key) =>
        count === 0
          ? `No terminal is open: click to open one (${key})`
          : `${plural(count, 'terminal')} open: click to ${open ? 'hide' : 'show'} the panel (${key})`
      }
    >
      {TERMINAL_ICON}
      Terminal{count > 0 ? ` · ${count}` : ''}
    </CommandButton>
  );
}
