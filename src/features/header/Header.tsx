/**
 * The header bar. Left: sidebar toggle, brand, the active file name with its orange modified dot,
 * Save with its shortcut hint, and the place of the language picker. Right: Help, the 'Tips On' /
 * 'Tips Off' toggle, the AI panel and Terminal toggles, the command palette, the theme toggle and
 * the 'More Options' menu titled Quick Actions.
 *
 * Help and the AI panel toggle show only while their command is registered (see header-menu.ts);
 * the Terminal toggle belongs to the terminal feature.
 */
import { useStore } from 'zustand';
import {
  Bot,
  CircleHelp,
  Command as CommandIcon,
  Lightbulb,
  LightbulbOff,
  Moon,
  MoreVertical,
  PanelLeft,
  Save,
  SquareTerminal,
  Sun,
} from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';
import { terminalsStore } from '../../state/terminals-store';
import { commandRegistry, isMac } from '../../state/commands';
import { useCommand, useRegistryVersion } from '../../state/registry-hooks';
import { formatBinding } from '../../core/commands/keys';
import { MenuButton, type MenuItem } from '../../ui/Menu';
import { HEADER_COMMANDS, MORE_OPTIONS_ENTRIES } from './header-menu';
import { LanguagePicker } from '../language-picker';
import './header.css';

const run = (id: string) => () => void commandRegistry.run(id, 'button');

/** Every binding of a command, as shown in menus: 'Ctrl+T / Alt+T'. */
export function bindingsLabel(keys: readonly string[] | undefined): string | undefined {
  if (!keys || keys.length === 0) return undefined;
  return keys.map((k) => formatBinding(k, isMac)).join(' / ');
}

export function Header() {
  const active = useStore(filesStore, activeEntry);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const sidebarCollapsed = useStore(workspaceStore, (s) => s.sidebarCollapsed);
  const tipsOn = useStore(workspaceStore, (s) => s.tipsOn);
  const terminalOpen = useStore(terminalsStore, (s) => s.panelOpen);
  const helpCommand = useCommand(HEADER_COMMANDS.help);
  const aiCommand = useCommand(HEADER_COMMANDS.aiPanel);
  useRegistryVersion(); // the More Options entries follow registrations
  const saveHint = formatBinding('mod+s', isMac);

  const moreItems: MenuItem[] = MORE_OPTIONS_ENTRIES.flatMap(({ label, commandId }) => {
    const command = commandRegistry.get(commandId);
    if (!command) return [];
    const hint = bindingsLabel(command.keys);
    return [{ id: commandId, label, onSelect: run(commandId), ...(hint ? { hint } : {}) }];
  });

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
      <button
        type="button"
        className="btn header-save"
        data-tip="save"
        disabled={!active?.modified}
        title={`Save (${saveHint})`}
        aria-keyshortcuts={isMac ? 'Meta+S' : 'Control+S'}
        onClick={run('file.save')}
      >
        <Save size={14} aria-hidden="true" /> Save <kbd>{saveHint}</kbd>
      </button>
      <LanguagePicker />
      <span className="header-actions">
        {helpCommand && (
          <button
            type="button"
            className="icon-btn header-help"
            aria-label="Help"
            title={helpCommand.title}
            onClick={run(helpCommand.id)}
          >
            <CircleHelp size={18} aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={`btn header-tips${tipsOn ? ' is-on' : ''}`}
          title={
            tipsOn
              ? 'Beginner tips are on: pointing at a part of the screen explains it. Click to turn them off.'
              : 'Beginner tips are off. Click to turn them on.'
          }
          onClick={run('help.toggleTips')}
        >
          {tipsOn ? (
            <Lightbulb size={14} aria-hidden="true" />
          ) : (
            <LightbulbOff size={14} aria-hidden="true" />
          )}
          {tipsOn ? 'Tips On' : 'Tips Off'}
        </button>
        {aiCommand && (
          <button
            type="button"
            className="icon-btn header-ai"
            data-tip="ai-toggle"
            aria-label="Toggle AI panel"
            title={`AI Assistant (${formatBinding('mod+shift+a', isMac)})`}
            aria-keyshortcuts={isMac ? 'Meta+Shift+A' : 'Control+Shift+A'}
            onClick={run(aiCommand.id)}
          >
            <Bot size={18} aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className="icon-btn header-terminal"
          data-tip="terminal-toggle"
          aria-label="Terminal"
          aria-pressed={terminalOpen}
          title={`Terminal (${formatBinding('mod+`', isMac)})`}
          aria-keyshortcuts={isMac ? 'Meta+`' : 'Control+`'}
          onClick={run('view.toggleTerminal')}
        >
          <SquareTerminal size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn header-palette"
          aria-label="Show all commands"
          title={`Show All Commands (${formatBinding('mod+k', isMac)})`}
          onClick={run('palette.open')}
        >
          <CommandIcon size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn header-theme"
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
        <MenuButton
          label="More Options"
          menuLabel="Quick Actions"
          className="header-more"
          icon={<MoreVertical size={18} aria-hidden="true" />}
          items={moreItems}
        />
      </span>
    </header>
  );
}
