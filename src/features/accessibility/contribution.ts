// The Accessibility Center panel and its command.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const accessibilityContribution: Contribution = {
  panels: [
    {
      id: 'accessibility',
      title: 'Accessibility Center',
      body: lazy(() => import('./AccessibilityPanel')),
    },
  ],
  commands: () => [
    {
      id: 'view.accessibility',
      title: 'Accessibility Center',
      description: 'Font size, line height, contrast, motion, screen reader mode and more',
      category: 'settings',
      keys: ['mod+shift+x'],
      run: () => panelsStore.getState().openPanel('accessibility'),
    },
  ],
};
