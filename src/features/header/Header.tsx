/**
 * The header bar. Left: sidebar toggle, brand, the active file name with its orange modified dot,
 * Save with its shortcut hint, and the place of the language picker. Right: Help, the 'Tips On' /
 * 'Tips Off' toggle, the AI panel and Terminal toggles, the command palette, the theme toggle and
 * the 'More Options' menu titled Quick Actions.
 *
 * Every button and menu entry is a registry command (ui/CommandButton.tsx): it shows only while
 * its command is registered, with the command's current key in its tooltip.
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
import { MenuButton } from '../../ui/Menu';
import { CommandButton, useCommandMenuItems } from '../../ui/CommandButton';
import { HEADER_COMMANDS, MORE_OPTIONS_ENTRIES } from './header-menu';
import { LanguagePicker } from '../language-picker';
import './header.css';

export function Header() {
  const active = useStore(filesStore, activeEntry);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const sidebarCollapsed = useStore(workspaceStore, (s) => s.sidebarCollapsed);
  const tipsOn = useStore(workspaceStore, (s) => s.tipsOn);
  const terminalOpen = useStore(terminalsStore, (s) => s.panelOpen);
  const moreItems = useCommandMenuItems(MORE_OPTIONS_ENTRIES);

  return (
    <header className="app-header">
      <CommandButton
        id="view.toggleSidebar"
        className="icon-btn"
        aria-label={sidebarCollapsed ? 'Show sidebar' : 'Hide sidebar'}
        aria-expanded={!sidebarCollapsed}
        aria-controls="sidebar"
      >
        <PanelLeft size={18} aria-hidden="true" />
      </CommandButton>
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
      <CommandButton
        id="file.save"
        className="btn header-save"
        data-tip="save"
        disabled={!active?.modified}
        tooltip={(key) => `Save (${key})`}
        showKey
      >
        <Save size={14} aria-hidden="true" /> Save{' '}
      </CommandButton>
      <LanguagePicker />
      <span className="header-actions">
        <CommandButton
          id={HEADER_COMMANDS.help}
          className="icon-btn header-help"
          aria-label="Help"
          tooltip={(_key, title) => title}
        >
          <CircleHelp size={18} aria-hidden="true" />
        </CommandButton>
        <CommandButton
          id="help.toggleTips"
          className={`btn header-tips${tipsOn ? ' is-on' : ''}`}
          tooltip={() =>
            tipsOn
              ? 'Beginner tips are on: pointing at a part of the screen explains it. Click to turn them off.'
              : 'Beginner tips are off. Click to turn them on.'
          }
        >
          {tipsOn ? (
            <Lightbulb size={14} aria-hidden="true" />
          ) : (
            <LightbulbOff size={14} aria-hidden="true" />
          )}
          {tipsOn ? 'Tips On' : 'Tips Off'}
        </CommandButton>
        <CommandButton
          id={HEADER_COMMANDS.aiPanel}
          className="icon-btn header-ai"
          data-tip="ai-toggle"
          aria-label="Toggle AI panel"
          tooltip={(key) => `AI Assistant (${key})`}
        >
          <Bot size={18} aria-hidden="true" />
        </CommandButton>
        <CommandButton
          id="view.toggleTerminal"
          className="icon-btn header-terminal"
          data-tip="terminal-toggle"
          aria-label="Terminal"
          aria-pressed={terminalOpen}
          tooltip={(key) => `Terminal (${key})`}
        >
          <SquareTerminal size={18} aria-hidden="true" />
        </CommandButton>
        <CommandButton
          id="palette.open"
          className="icon-btn header-palette"
          aria-label="Show all commands"
        >
          <CommandIcon size={18} aria-hidden="true" />
        </CommandButton>
        <CommandButton
          id="view.toggleTheme"
          className="icon-btn header-theme"
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        >
          {theme === 'dark' ? (
            <Sun size={18} aria-hidden="true" />
          ) : (
            <Moon size={18} aria-hidden="true" />
          )}
        </CommandButton>
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
