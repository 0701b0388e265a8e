/**
 * Commands about languages and problems, registered once: the palette, the keyboard and the buttons
 * run these.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { activeEntry, filesStore } from '../../state/files-store';
import { languageStore } from '../../state/language-store';
import { problemsStore } from '../../state/problems-store';
import { refuseBinaryFile } from '../../state/binary-guard';

const hasActive = () => activeEntry(filesStore.getState()) !== undefined;

export function languageCommands(): Command[] {
  return [
    {
      id: 'language.change',
      title: 'Change Language',
      description: 'Choose the language of the open file (search by name or extension)',
      category: 'settings',
      keys: ['alt+shift+l'],
      when: hasActive,
      run: () => {
        if (!refuseBinaryFile('Change Language')) languageStore.getState().setPickerOpen(true);
      },
    },
    {
      id: 'language.detectAutomatically',
      title: 'Detect Language Automatically',
      description: 'Forget the language chosen for the open file: its name and content decide',
      category: 'settings',
      when: () => activeEntry(filesStore.getState())?.language !== undefined,
      run: () => languageStore.getState().chooseForActive(null),
    },
    {
      id: 'view.toggleProblems',
      title: 'Toggle Problems',
      description: 'Show or hide the errors and warnings found in the open file',
      category: 'view',
      when: hasActive,
      run: () => problemsStore.getState().setPanelOpen(!problemsStore.getState().panelOpen),
    },
  ];
}

export const languagePickerContribution: Contribution = { commands: languageCommands };
