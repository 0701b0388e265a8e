/**
 * Focus Mode (Ctrl/Cmd+Shift+F): entering saves which panels are open (sidebar, terminal, AI
 * drawer), closes them, and toasts 'Focus Mode Activated'; leaving opens exactly the panels that
 * were open and toasts 'Focus Mode Deactivated'. Panels other than the sidebar join through
 * `registerFocusPanel` when their feature exists, so Focus Mode never reaches into another
 * feature's internals.
 */
import { isMac } from '../../state/commands';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';

export interface FocusPanel {
  /** 'sidebar', 'terminal', 'aiPanel', … */
  id: string;
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
}

const sidebarPanel: FocusPanel = {
  id: 'sidebar',
  isOpen: () => !workspaceStore.getState().sidebarCollapsed,
  setOpen: (open) => workspaceStore.getState().setSidebarCollapsed(!open),
};

const panels = new Map<string, FocusPanel>([[sidebarPanel.id, sidebarPanel]]);

/** Lets Focus Mode hide and restore a panel; returns a function that removes it again. */
export function registerFocusPanel(panel: FocusPanel): () => void {
  panels.set(panel.id, panel);
  return () => {
    if (panels.get(panel.id) === panel) panels.delete(panel.id);
  };
}

/** The exit hint's key: '⌘⇧F' on a Mac, 'Ctrl+Shift+F' elsewhere. */
export const focusModeKeyLabel = (mac: boolean) => (mac ? '⌘⇧F' : 'Ctrl+Shift+F');

export function enterFocusMode(): void {
  const state = workspaceStore.getState();
  if (state.focusMode) return;
  const snapshot: Record<string, boolean> = {};
  for (const panel of panels.values()) {
    snapshot[panel.id] = panel.isOpen();
    if (snapshot[panel.id]) panel.setOpen(false);
  }
  state.setFocusMode(true, snapshot);
  toast({
    type: 'info',
    title: 'Focus Mode Activated',
    message: `Press ${focusModeKeyLabel(isMac)} to exit`,
  });
}

export function exitFocusMode(): void {
  const state = workspaceStore.getState();
  if (!state.focusMode) return;
  const snapshot = state.focusRestore ?? {};
  for (const panel of panels.values()) {
    const wasOpen = snapshot[panel.id];
    if (wasOpen !== undefined && panel.isOpen() !== wasOpen) panel.setOpen(wasOpen);
  }
  state.setFocusMode(false, null);
  toast({ type: 'info', title: 'Focus Mode Deactivated', message: 'Interface restored' });
}

export function toggleFocusMode(): void {
  if (workspaceStore.getState().focusMode) exitFocusMode();
  else enterFocusMode();
}
