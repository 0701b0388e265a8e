import type { Command } from '../../core/commands/command';
import { workspaceStore } from '../../state/workspace-store';

export function paletteCommands(): Command[] {
  return [
    {
      id: 'palette.open',
      title: 'Show All Commands',
      description: 'Open the command palette',
      category: 'view',
      keys: ['mod+k'],
      inEditor: true,
      run: () => workspaceStore.getState().setPaletteOpen(true),
    },
  ];
}
