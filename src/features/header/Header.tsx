/**
 * The header bar (SPEC §2): sidebar toggle, brand, the active file name with its modified dot,
 * Save with its shortcut hint, the command palette and the theme toggle. Later features add
 * the language picker, help, tips, AI and terminal toggles here.
 */
import { useStore } from 'zustand';
import { Command as CommandIcon, Moon, PanelLeft, Save, Sun } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';
import { commandRegistry, isMac } from '../../state/commands';
import { formatBinding } from '../../core/commands/keys';
import './header.css';

export function Header() {
  const active = useStore(filesStore, activeEntry);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const sidebarCollapsed = useStore(workspaceStore, (s) => s.sidebarCollapsed);
  const saveHint = formatBinding('mod+s', isMac);
  const run = (id: string) => () => void commandRegistry.run(id, 'button');

  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn"
        aria-label={sidebarCollapsed ? 'Show sidebar' : 'Hide sidebar'}
        aria-expanded={!sidebarCollapsed}
        aria-controls="sidebar"
        title={`Toggle Sidebar (${formatBinding('mod+b', isMac)})`}
        onClick={run('view.toggleSidebar')}
      >
        <PanelLeft size={18} aria-hidden="true" />
      </button>
      <span className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <span>Editor</span>
      </span>
      <span className="header-file" aria-live="polite">
        {active ? (
          <>
            <span className="header-file-name">{active.name}</span>
            {active.modified && (
              <span
                className="modified-dot"
                role="img"
                aria-label="Modified"
                title="Modified: not saved yet"
              />
            )}
          </>
        ) : null}
      </span>
      <span className="header-actions">
        <button
          type="button"
          className="btn"
          disabled={!active?.modified}
          title={`Save (${saveHint})`}
          aria-keyshortcuts={isMac ? 'Meta+S' : 'Control+S'}
          onClick={run('file.save')}
        >
          <Save size={14} aria-hidden="true" /> Save <kbd>{saveHint}</kbd>
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label="Show all commands"
          title={`Show All Commands (${formatBinding('mod+k', isMac)})`}
          onClick={run('palette.open')}
        >
          <CommandIcon size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          title={`Toggle Theme (${formatBinding('alt+t', isMac)})`}
          onClick={run('view.toggleTheme')}
        >
          {theme === 'dark' ? (
            <Sun size={18} aria-hidden="true" />
          ) : (
            <Moon size={18} aria-hidden="true" />
          )}
        </button>
      </span>
    </header>
  );
}
