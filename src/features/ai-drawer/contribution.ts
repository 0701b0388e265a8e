/**
 * The AI drawer's commands, registered once: toggle it (Ctrl/Cmd+Shift+A; the header's AI panel
 * button, the More Options 'AI Assistant' entry and the welcome card run this id) and open it on
 * each tab. Focus Mode hides and restores the drawer through `registerAiDrawerFocusPanel`.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { aiDrawerStore, DRAWER_TAB_LABELS, DRAWER_TABS } from '../../state/ai-drawer-store';
import { registerFocusPanel } from '../focus-mode';
import { closeAiDrawer, toggleAiDrawer } from './drawer-actions';

export function aiDrawerCommands(): Command[] {
  return [
    {
      id: 'ai.toggleDrawer',
      title: 'Toggle AI Drawer',
      description: 'Show or hide the AI drawer: Assist, Analyze, Visualize and Ethics',
      category: 'ai',
      keys: ['mod+shift+a'],
      inEditor: true,
      run: toggleAiDrawer,
    },
    ...DRAWER_TABS.map((tab): Command => ({
      id: `ai.drawer.${tab}`,
      title: `AI Drawer: ${DRAWER_TAB_LABELS[tab]}`,
      description: `Open the AI drawer on its ${DRAWER_TAB_LABELS[tab]} tab`,
      category: 'ai',
      run: () => aiDrawerStore.getState().show(tab),
    })),
  ];
}

export function registerAiDrawerFocusPanel(): () => void {
  return registerFocusPanel({
    id: 'aiPanel',
    isOpen: () => aiDrawerStore.getState().open,
    setOpen: (open) => (open ? aiDrawerStore.getState().setOpen(true) : closeAiDrawer()),
  });
}

export const aiDrawerContribution: Contribution = {
  commands: aiDrawerCommands,
  start: () => void registerAiDrawerFocusPanel(),
};
