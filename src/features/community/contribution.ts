// The Community Hub and the Share Project Link dialog, and the commands that open them.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';

export const communityContribution: Contribution = {
  panels: [
    { id: 'community', title: 'Community Hub', body: lazy(() => import('./CommunityPanel')) },
    {
      id: 'shareProject',
      title: 'Share Project Link',
      body: lazy(() => import('./ShareProjectPanel')),
    },
  ],
  commands: () => [
    {
      id: 'view.community',
      title: 'Community Hub',
      description: 'Share the open file as a link, start from a template, find documentation',
      category: 'view',
      keys: ['mod+shift+b', 'alt+shift+b'],
      run: () => panelsStore.getState().openPanel('community'),
    },
    {
      id: 'file.shareProject',
      title: 'Share Project Link',
      description: 'A link that carries the whole project, or a zip when it is too big',
      category: 'file',
      run: () => panelsStore.getState().openPanel('shareProject'),
    },
  ],
};
