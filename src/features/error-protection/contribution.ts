/** Commands of error protection; the app registers them in the one registry. */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { simulateRenderError } from './simulate';

export const SIMULATE_RENDER_ERROR_COMMAND_ID = 'dev.simulateRenderError';

export function errorProtectionCommands(): Command[] {
  return [
    {
      id: SIMULATE_RENDER_ERROR_COMMAND_ID,
      title: 'Developer: Simulate Render Error',
      description:
        'Try the error protection: the explorer region throws during its next render, and the banner offers recovery',
      category: 'help',
      run: () => {
        simulateRenderError('explorer');
      },
    },
  ];
}

export const errorProtectionContribution: Contribution = { commands: errorProtectionCommands };
