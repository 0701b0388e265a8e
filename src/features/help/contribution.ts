// Beginner Help (F1) and the How-To Guide: two panels and the commands that open them.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const helpContribution: Contribution = {
  panels: [
    { id: 'help', title: 'Beginner Help', body: lazy(() => import('./HelpPanel')) },
    { id: 'howTo', title: 'How-To Guide', body: lazy(() => import('./HowToPanel')) },
  ],
  commands: () => [
    {
      id: 'help.open',
      title: 'Beginner Help',
      description: 'What each part of the editor does, first steps and a glossary',
      category: 'help',
      keys: ['f1'],
      run: () => panelsStore.getState().openPanel('help'),
    },
    {
      id: 'help.howTo',
      title: 'How-To Guide',
      description: 'Step-by-step recipes, each with a button that does the first step',
      category: 'help',
      run: () => panelsStore.getState().openPanel('howTo'),
    },
  ],
};
