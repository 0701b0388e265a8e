/**
 * The layout comes back after a reload as it was (core/settings/layout.ts): read once the files
 * and panels are known, before the first render, then written whenever it changes. Focus Mode
 * hides panels for a while: the layout from before it is the one kept.
 */
import type { Layout, LayoutNames } from '../core/settings/layout';
import { isTerminalTypeId, type TerminalTypeId } from '../core/terminal/types';
import { loadLayout, saveLayout } from '../storage/layout-settings';
import { DRAWER_TABS, aiDrawerStore, type DrawerTab } from '../state/ai-drawer-store';
import { filesStore } from '../state/files-store';
import { panelsStore } from '../state/panels-store';
import { runStore } from '../state/run-store';
import { terminalsStore } from '../state/terminals-store';
import { workspaceStore } from '../state/workspace-store';
import { panelDefinition } from '../features/panels';

const isDrawerTab = (id: string): id is DrawerTab =>
  (DRAWER_TABS as readonly string[]).includes(id);

const NAMES: LayoutNames = {
  isTerminalType: isTerminalTypeId,
  isDrawerTab,
  isPanel: (id) => panelDefinition(id) !== undefined,
};

/** The layout on screen now. */
function current(): Layout {
  const { sessions, panelOpen } = terminalsStore.getState();
  const run = runStore.getState();
  const drawer = aiDrawerStore.getState();
  return {
    sidebarCollapsed: workspaceStore.getState().sidebarCollapsed,
    terminal: {
      open: panelOpen,
      types: sessions.map((s) => s.type),
      active: Math.max(
        0,
        sessions.findIndex((s) => s.isActive),
      ),
      runTab: run.tabOpen,
      runShown: run.tabOpen && run.tabShown,
    },
    drawer: {
      open: drawer.open,
      tab: drawer.tab,
      loaded: DRAWER_TABS.filter((tab) => drawer.loaded[tab]),
    },
    previewFileId: run.previewFileId,
    panel: panelsStore.getState().open,
  };
}

function apply(layout: Layout): void {
  workspaceStore.getState().setSidebarCollapsed(layout.sidebarCollapsed);
  const { terminal, drawer } = layout;
  const types = terminal.types.filter((t): t is TerminalTypeId => isTerminalTypeId(t));
  terminalsStore.getState().restore(types, terminal.active, terminal.open);
  const preview = layout.previewFileId;
  const previewed = preview !== null && filesStore.getState().entries.some((e) => e.id === preview);
  runStore.setState({
    tabOpen: terminal.runTab,
    tabShown: terminal.runShown,
    previewFileId: previewed ? preview : null,
  });
  const drawerState = aiDrawerStore.getState();
  for (const tab of drawer.loaded) if (isDrawerTab(tab)) drawerState.load(tab);
  if (isDrawerTab(drawer.tab)) drawerState.setTab(drawer.tab);
  if (drawer.open) drawerState.setOpen(true);
  if (layout.panel !== null) panelsStore.getState().openPanel(layout.panel);
}

/** Puts back the stored layout, then keeps the layout stored as it changes. */
export function restoreLayout(): void {
  const stored = loadLayout(NAMES);
  if (stored) apply(stored);
  let written = JSON.stringify(stored ?? current());
  const keep = () => {
    if (workspaceStore.getState().focusMode) return;
    const layout = current();
    const text = JSON.stringify(layout);
    if (text === written) return;
    written = text;
    saveLayout(layout);
  };
  for (const store of [workspaceStore, terminalsStore, runStore, aiDrawerStore, panelsStore]) {
    (store as { subscribe(listener: () => void): unknown }).subscribe(keep);
  }
}
