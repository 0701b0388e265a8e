// The music player's panel, the command that opens it and the one that stops the music.
import { lazy } from 'react';
import type { Contribution } from '../../ui/contribution';
import { panelsStore } from '../../state/panels-store';
import { musicStore } from '../../state/music-store';

export const musicContribution: Contribution = {
  panels: [{ id: 'music', title: 'AI Music', body: lazy(() => import('./MusicPanel')) }],
  commands: () => [
    {
      id: 'music.open',
      title: 'Experience AI Music',
      description: 'Music generated from the open file: play, pause, styles, volume',
      category: 'view',
      keys: ['mod+shift+m', 'alt+shift+m'],
      run: () => panelsStore.getState().openPanel('music'),
    },
    {
      id: 'music.stop',
      title: 'Stop AI Music',
      description: 'Stop the music playing in the background',
      category: 'view',
      when: () => musicStore.getState().status !== 'stopped',
      run: () => musicStore.getState().requestStop(),
    },
  ],
};
