/**
 * Opening and closing the AI drawer, shared by its commands, its close button and Esc. Closing
 * while the keyboard focus is inside the drawer hands the focus to the editor (or the page),
 * so it never falls onto the document body.
 */
import { aiDrawerStore } from '../../state/ai-drawer-store';
import { activeEntry, filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';

export function closeAiDrawer(): void {
  const hadFocus = document.activeElement?.closest('#ai-drawer') != null;
  aiDrawerStore.getState().setOpen(false);
  if (!hadFocus) return;
  if (activeEntry(filesStore.getState())) workspaceStore.getState().focusEditor();
  else document.querySelector<HTMLElement>('#main button, #main [tabindex]')?.focus();
}

export function toggleAiDrawer(): void {
  if (aiDrawerStore.getState().open) closeAiDrawer();
  else aiDrawerStore.getState().show();
}
