/**
 * Beginner tips and the tour: their commands, and on the first visit tips turned on and the
 * visit recorded (the welcome screen then offers the tour).
 */
import type { Contribution } from '../../ui/contribution';
import { workspaceStore } from '../../state/workspace-store';
import { startTour } from './tour';

export const tipsContribution: Contribution = {
  commands: () => [
    {
      id: 'help.toggleTips',
      title: 'Toggle Beginner Tips',
      description:
        'Show or hide the explanations that appear when you point at a part of the screen',
      category: 'help',
      run: () => {
        const { tipsOn, setTipsOn } = workspaceStore.getState();
        setTipsOn(!tipsOn);
      },
    },
    {
      id: 'help.startTour',
      title: 'Take the Tour',
      description: 'A short walk through the main areas; it resumes where you left it',
      category: 'help',
      run: startTour,
    },
  ],
  start: () => workspaceStore.getState().initGuidance(),
};
