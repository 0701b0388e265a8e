// The About panel and its command.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const aboutContribution: Contribution = {
  panels: [{ id: 'about', title: 'About', body: lazy(() => import('./AboutPanel')) }],
  commands: () => [
    {
      id: 'help.about',
      title: 'About',
      description: 'What this editor is, its version, and the libraries it ships with',
      category: 'help',
      run: () => panelsStore.getState().openPanel('about'),
    },
  ],
};
