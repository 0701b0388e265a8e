// Run History: its panel and the command that opens it (the Run tab's History button).
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const historyContribution: Contribution = {
  panels: [
    { id: 'history', title: 'Run History', wide: true, body: lazy(() => import('./HistoryPanel')) },
  ],
  commands: () => [
    {
      id: 'run.history',
      title: 'Show Run History',
      description:
        'Every run with the files as they were, what it printed and how it ended; compare and restore',
      category: 'run',
      run: () => panelsStore.getState().openPanel('history'),
    },
  ],
};
