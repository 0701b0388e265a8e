// The Performance Optimizer panel and its command.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const performanceContribution: Contribution = {
  panels: [
    {
      id: 'performance',
      title: 'Performance Optimizer',
      body: lazy(() => import('./PerformancePanel')),
      wide: true,
    },
  ],
  commands: () => [
    {
      id: 'view.performance',
      title: 'Performance Optimizer',
      description: 'Load time, long tasks, memory and storage; hints for the open file',
      category: 'view',
      keys: ['mod+shift+o', 'alt+shift+o'],
      run: () => panelsStore.getState().openPanel('performance'),
    },
  ],
};
