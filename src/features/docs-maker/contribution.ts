// The Documentation Maker panel and its command, offered with a file open.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { activeEntry, filesStore } from '../../state/files-store';
import { panelsStore } from '../../state/panels-store';

export const docsMakerContribution: Contribution = {
  panels: [
    {
      id: 'docs',
      title: 'Documentation Maker',
      body: lazy(() => import('./DocsMakerPanel')),
      wide: true,
    },
  ],
  commands: () => [
    {
      id: 'docs.open',
      title: 'Documentation Maker',
      description: 'Write documentation for the open file with the AI engine',
      category: 'ai',
      when: () => activeEntry(filesStore.getState()) !== undefined,
      run: () => panelsStore.getState().openPanel('docs'),
    },
  ],
};
