import { describe, expect, it } from 'vitest';
import type { Command, CommandCategory } from '../../core/commands/command';
import { filterCommands, matchRanges } from './filter';

const c = (
  id: string,
  title: string,
  description = '',
  category: CommandCategory = 'file',
): Command => ({ id, title, description, category, run: () => undefined });

const all = [
  c('file.save', 'Save File', 'Save the open file in this browser'),
  c('view.toggleTheme', 'Toggle Theme', 'Switch between the light and dark theme', 'settings'),
  c('file.new', 'New File', 'Create a file in the project and open it'),
  c('file.newFolder', 'New Folder', 'Create a folder in the project'),
  c('view.toggleSidebar', 'Toggle Sidebar', 'Show or hide the file explorer', 'view'),
  c('palette.open', 'Show All Commands', 'Search and run any command', 'view'),
];
const ids = (query: string) => filterCommands(all, query).map((x) => x.id);

describe('filterCommands', () => {
  it('lists every command, alphabetically, for an empty or blank query', () => {
    expect(filterCommands(all, '')).toHaveLength(all.length);
    expect(filterCommands(all, '   ').map((x) => x.title)).toEqual([
      'New File',
      'New Folder',
      'Save File',
      'Show All Commands',
      'Toggle Sidebar',
      'Toggle Theme',
    ]);
  });

  it('needs every word, anywhere in title, description or category, ignoring case', () => {
    expect(ids('THEME')).toEqual(['view.toggleTheme']);
    expect(ids('toggle dark')).toEqual(['view.toggleTheme']);
    expect(ids('settings')).toEqual(['view.toggleTheme']);
    expect(ids('explorer')).toEqual(['view.toggleSidebar']);
    expect(ids('zzzz')).toEqual([]);
    expect(ids('theme zzzz')).toEqual([]);
  });

  it('ranks title prefixes first, then word starts, then titles containing the query', () => {
    // 'New File' and 'New Folder' start with 'new'; nothing else has it in the title.
    expect(ids('new')).toEqual(['file.new', 'file.newFolder']);
    // Titles with a word 'File' first; then matches through the category or description.
    expect(ids('file')).toEqual(['file.new', 'file.save', 'file.newFolder', 'view.toggleSidebar']);
    expect(ids('t th')[0]).toBe('view.toggleTheme');
    expect(ids('sid')).toEqual(['view.toggleSidebar']);
    expect(ids('older')).toEqual(['file.newFolder']);
  });

  it('puts a title match before a description-only match', () => {
    const list = [
      c('a', 'Export Project', 'Download every file as one theme'),
      c('b', 'Toggle Theme', 'Switch themes', 'settings'),
    ];
    expect(filterCommands(list, 'theme').map((x) => x.id)).toEqual(['b', 'a']);
  });
});

describe('matchRanges', () => {
  it('finds every query word in the text, merged', () => {
    expect(matchRanges('Toggle Theme', 'the')).toEqual([[7, 10]]);
    expect(matchRanges('Toggle Theme', 'tog gle')).toEqual([[0, 6]]);
    expect(matchRanges('New File', '')).toEqual([]);
    expect(matchRanges('aaa', 'a')).toEqual([[0, 3]]);
  });
});
