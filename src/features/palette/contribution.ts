/**
 * The palette's own command (Ctrl/Cmd+K opens it). `inEditor`, so the shortcut also
 * works with the cursor in the code editor.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { workspaceStore } from '../../state/workspace-store';

export function paletteCommands(): Command[] {
  return [
    {
      id: 'palette.open',
      title: 'Show All Commands',
      description: 'Search for a command and run it',
      category: 'view',
      keys: ['mod+k'],
      inEditor: true,
      run: () => workspaceStore.getState().setPaletteOpen(true),
    },
  ];
}

export const paletteContribution: Contribution = { commands: paletteCommands };
