/**
 * The terminal's commands, registered once: toggle the panel (Ctrl/Cmd+`, and Alt+F12 for keyboards
 * or systems where Ctrl+` never reaches the page), new terminals of each type, close, close all,
 * clear. The panel's buttons, the header's toggle, the palette and the keys all run these. Focus
 * Mode hides and restores the panel through `registerFocusPanel`.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { TERMINAL_TYPES, type TerminalTypeId } from '../../core/terminal/types';
import { activeEntry, filesStore } from '../../state/files-store';
import { runStore } from '../../state/run-store';
import { activeSession, DEFAULT_TERMINAL_TYPE, terminalsStore } from '../../state/terminals-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { registerFocusPanel } from '../focus-mode';

const state = () => terminalsStore.getState();
const hasTerminals = () => state().sessions.length > 0;

/** Hides the panel; focus inside it goes back to the editor (or the page) rather than vanishing. */
function hideTerminal(): void {
  const hadFocus = document.activeElement?.closest('.terminal-panel') != null;
  state().hidePanel();
  if (!hadFocus) return;
  if (activeEntry(filesStore.getState())) workspaceStore.getState().focusEditor();
  else document.querySelector<HTMLElement>('#main button, #main [tabindex]')?.focus();
}

export function toggleTerminal(): void {
  if (state().panelOpen) hideTerminal();
  else state().openPanel();
}

/** A new terminal, the tab shown (over the Run tab too). */
function newTerminal(type?: TerminalTypeId): void {
  runStore.getState().hideTab();
  state().newTerminal(type ?? activeSession(state())?.type ?? DEFAULT_TERMINAL_TYPE);
}

export function terminalCommands(): Command[] {
  return [
    {
      id: 'view.toggleTerminal',
      title: 'Toggle Terminal',
      description: 'Show or hide the terminal panel',
      category: 'view',
      keys: ['mod+`', 'alt+f12'],
      inEditor: true,
      run: toggleTerminal,
    },
    {
      id: 'terminal.new',
      title: 'New Terminal',
      description: "Open another terminal of the active terminal's type (Bash at first)",
      category: 'view',
      keys: ['mod+shift+`'],
      inEditor: true,
      run: () => newTerminal(),
    },
    ...TERMINAL_TYPES.map((type): Command => ({
      id: `terminal.new.${type.id}`,
      title: `New ${type.name} Terminal`,
      description: `Open a ${type.name} terminal over the project's files`,
      category: 'view',
      run: () => newTerminal(type.id),
    })),
    {
      id: 'terminal.focus',
      title: 'Focus Terminal',
      description: 'Show the terminal panel and move the keyboard focus into it',
      category: 'view',
      run: () => state().openPanel(),
    },
    {
      id: 'terminal.clear',
      title: 'Clear Terminal',
      description: 'Empty the active terminal (as the clear command does)',
      category: 'view',
      when: () => activeSession(state()) !== undefined,
      run: () => {
        const session = activeSession(state());
        if (session) state().clear(session.id);
      },
    },
    {
      id: 'terminal.close',
      title: 'Close Terminal',
      description: 'Close the active terminal; the only one stays open',
      category: 'view',
      when: hasTerminals,
      run: () => {
        const session = activeSession(state());
        if (!session) return;
        const result = state().closeTerminal(session.id);
        if (!result.ok) toast({ type: 'info', title: 'Terminal kept open', message: result.error });
      },
    },
    {
      id: 'terminal.closeAll',
      title: 'Close All Terminals',
      description: 'Close every terminal and hide the panel; files they made stay',
      category: 'view',
      when: hasTerminals,
      run: () => {
        const hadFocus = document.activeElement?.closest('.terminal-panel') != null;
        state().closeAll();
        if (hadFocus && activeEntry(filesStore.getState())) workspaceStore.getState().focusEditor();
      },
    },
  ];
}

/** Lets Focus Mode hide the panel and bring it back as it was. */
export function registerTerminalFocusPanel(): () => void {
  return registerFocusPanel({
    id: 'terminal',
    isOpen: () => state().panelOpen,
    setOpen: (open) => (open ? state().openPanel(false) : state().hidePanel()),
  });
}

export const terminalContribution: Contribution = {
  commands: terminalCommands,
  start: () => void registerTerminalFocusPanel(),
};
