/**
 * Commands that open the lazy panels, some with a shortcut of their own. Each panel's body is its
 * own chunk, fetched when the panel first opens (features/panels/PanelHost.tsx).
 */
import type { Command } from '../core/commands/command';
import { activeEntry, filesStore } from '../state/files-store';
import { panelsStore, type PanelId } from '../state/panels-store';
import { musicStore } from '../state/music-store';

const open = (id: PanelId) => () => panelsStore.getState().openPanel(id);

export function panelCommands(): Command[] {
  return [
    {
      id: 'help.open',
      title: 'Beginner Help',
      description: 'What each part of the editor does, first steps and a glossary',
      category: 'help',
      keys: ['f1'],
      run: open('help'),
    },
    {
      id: 'help.howTo',
      title: 'How-To Guide',
      description: 'Step-by-step recipes, each with a button that does the first step',
      category: 'help',
      run: open('howTo'),
    },
    {
      id: 'help.about',
      title: 'About',
      description: 'What this editor is, its version, and the libraries it ships with',
      category: 'help',
      run: open('about'),
    },
    {
      id: 'music.open',
      title: 'Experience AI Music',
      description: 'Music generated from the open file: play, pause, styles, volume',
      category: 'view',
      keys: ['mod+shift+m', 'alt+shift+m'],
      run: open('music'),
    },
    {
      id: 'music.stop',
      title: 'Stop AI Music',
      description: 'Stop the music playing in the background',
      category: 'view',
      when: () => musicStore.getState().status !== 'stopped',
      run: () => musicStore.getState().requestStop(),
    },
    {
      id: 'view.performance',
      title: 'Performance Optimizer',
      description: 'Load time, long tasks, memory and storage; hints for the open file',
      category: 'view',
      keys: ['mod+shift+o', 'alt+shift+o'],
      run: open('performance'),
    },
    {
      id: 'view.community',
      title: 'Community Hub',
      description: 'Share the open file as a link, start from a template, find documentation',
      category: 'view',
      keys: ['mod+shift+b', 'alt+shift+b'],
      run: open('community'),
    },
    {
      id: 'view.accessibility',
      title: 'Accessibility Center',
      description: 'Font size, line height, contrast, motion, screen reader mode and more',
      category: 'settings',
      keys: ['mod+shift+x'],
      run: open('accessibility'),
    },
    {
      id: 'docs.open',
      title: 'Documentation Maker',
      description: 'Write documentation for the open file with the AI engine',
      category: 'ai',
      when: () => activeEntry(filesStore.getState()) !== undefined,
      run: open('docs'),
    },
  ];
}
