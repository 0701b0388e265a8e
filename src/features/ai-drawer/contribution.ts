/**
 * The AI drawer's commands, registered once: toggle it (Ctrl/Cmd+Shift+A; the header's AI panel
 * button, the More Options 'AI Assistant' entry and the welcome card run this id), open it on
 * each tab, and Explain Code (from the editor or the palette: the Assist tab runs the open file
 * recorded and explains that run). Focus Mode hides and restores the drawer through
 * `registerAiDrawerFocusPanel`.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { aiDrawerStore, DRAWER_TAB_LABELS, DRAWER_TABS } from '../../state/ai-drawer-store';
import { activeEntry, filesStore } from '../../state/files-store';
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
    {
      id: 'ai.explain',
      title: 'Explain Code',
      description:
        'Run the open file recorded and explain what it really did (kept to the selected lines, if any)',
      category: 'ai',
      inEditor: true,
      when: () => activeEntry(filesStore.getState()) !== undefined,
      run: async () => {
        const drawer = aiDrawerStore.getState();
        drawer.load('assist');
        drawer.show('assist');
        (await import('./assist/explain-run')).requestExplain();
      },
    },
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
