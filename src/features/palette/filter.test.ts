import { describe, expect, it } from 'vitest';
import type { Command } from '../../core/commands/command';
import { filterCommands } from './filter';

const c = (
  id: string,
  title: string,
  description = '',
  category: Command['category'] = 'file',
): Command => ({
  id,
  title,
  description,
  category,
  run: () => undefined,
});

const all = [
  c('file.save', 'Save File', 'Save the open file'),
  c('view.theme', 'Toggle Theme', 'Switch light and dark', 'settings'),
  c('file.new', 'New File', 'Create a file'),
  c('view.sidebar', 'Toggle Sidebar', 'Show or hide files', 'view'),
];

describe('palette filter', () => {
  it('keeps every command for an empty query', () => {
    expect(filterCommands(all, '  ')).toHaveLength(4);
  });

  it('needs every word, anywhere in title, description or category', () => {
    expect(filterCommands(all, 'toggle dark').map((x) => x.id)).toEqual(['view.theme']);
    expect(filterCommands(all, 'settings').map((x) => x.id)).toEqual(['view.theme']);
    expect(filterCommands(all, 'zzzz')).toEqual([]);
  });

  it('puts title prefix matches first', () => {
    expect(filterCommands(all, 'file').map((x) => x.id)).toEqual([
      'file.save',
      'file.new',
      'view.sidebar',
    ]);
    expect(filterCommands(all, 'new').map((x) => x.id)).toEqual(['file.new']);
  });
});
