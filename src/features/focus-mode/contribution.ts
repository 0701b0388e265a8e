// Focus Mode's command (Ctrl/Cmd+Shift+F outside the editor).
import type { Contribution } from '../../ui/contribution';
import { toggleFocusMode } from './focus-mode';

export const focusModeContribution: Contribution = {
  commands: () => [
    {
      id: 'view.toggleFocusMode',
      title: 'Toggle Focus Mode',
      description:
        'Hide the sidebar, terminal and AI drawer to leave only the code, or restore them',
      category: 'view',
      keys: ['mod+shift+f'],
      run: toggleFocusMode,
    },
  ],
};
