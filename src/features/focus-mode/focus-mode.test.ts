// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { workspaceStore } from '../../state/workspace-store';
import { toastsStore } from '../../state/toasts-store';
import { focusModeKeyLabel, registerFocusPanel, toggleFocusMode } from './focus-mode';

const titles = () => toastsStore.getState().toasts.map((t) => `${t.title} / ${t.message}`);

beforeEach(() => {
  toastsStore.setState({ toasts: [] });
  workspaceStore.setState({ focusMode: false, focusRestore: null, sidebarCollapsed: false });
});

describe('Focus Mode', () => {
  it('hides the open panels, then restores exactly those', () => {
    let terminal = true;
    let ai = false;
    const offTerminal = registerFocusPanel({
      id: 'terminal',
      isOpen: () => terminal,
      setOpen: (open) => (terminal = open),
    });
    const offAi = registerFocusPanel({ id: 'aiPanel', isOpen: () => ai, setOpen: (o) => (ai = o) });

    toggleFocusMode();
    expect(workspaceStore.getState().focusMode).toBe(true);
    expect(workspaceStore.getState().sidebarCollapsed).toBe(true);
    expect(terminal).toBe(false);
    expect(ai).toBe(false);
    expect(titles()).toEqual(['Focus Mode Activated / Press Ctrl+Shift+F to exit']);

    toggleFocusMode();
    expect(workspaceStore.getState().focusMode).toBe(false);
    expect(workspaceStore.getState().sidebarCollapsed).toBe(false);
    expect(terminal).toBe(true);
    expect(ai).toBe(false); // it was closed before, so it stays closed
    expect(titles()).toContain('Focus Mode Deactivated / Interface restored');
    offTerminal();
    offAi();
  });

  it('restores a collapsed sidebar as collapsed even if opened meanwhile', () => {
    workspaceStore.setState({ sidebarCollapsed: true });
    toggleFocusMode();
    workspaceStore.getState().setSidebarCollapsed(false);
    toggleFocusMode();
    expect(workspaceStore.getState().sidebarCollapsed).toBe(true);
  });
});

describe('the exit hint', () => {
  it('is ⌘⇧F on a Mac and Ctrl+Shift+F elsewhere', () => {
    expect(focusModeKeyLabel(true)).toBe('⌘⇧F');
    expect(focusModeKeyLabel(false)).toBe('Ctrl+Shift+F');
  });
});
