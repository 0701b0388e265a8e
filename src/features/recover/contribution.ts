// The Recover Saved Data dialog and its command (the files' start-up opens it too).
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const recoverContribution: Contribution = {
  panels: [
    {
      id: 'recover',
      title: 'Recover Saved Data',
      body: lazy(() => import('./RecoverPanel')),
      wide: true,
    },
  ],
  commands: () => [
    {
      id: 'file.recover',
      title: 'Recover Saved Data',
      description: 'View, download, restore or delete saved data that could not be read',
      category: 'file',
      run: () => panelsStore.getState().openPanel('recover'),
    },
  ],
};
