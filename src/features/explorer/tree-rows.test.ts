import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../core/files/file-entry';
import { visibleRows } from './tree-rows';

const entry = (path: string, type: 'file' | 'folder' = 'file', expanded = false): FileEntry => ({
  id: path,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  content: '',
  path,
  modified: false,
  lastSaved: null,
  ...(type === 'folder' ? { expanded } : {}),
});

const list = [
  entry('/z.js'),
  entry('/src', 'folder', true),
  entry('/src/b.js'),
  entry('/src/lib', 'folder', false),
  entry('/src/lib/deep.js'),
  entry('/a.md'),
];

describe('explorer rows', () => {
  it('lists folders first, then files, and walks only expanded folders', () => {
    expect(visibleRows(list, '').map((r) => [r.entry.path, r.level])).toEqual([
      ['/src', 1],
      ['/src/lib', 2],
      ['/src/b.js', 2],
      ['/a.md', 1],
      ['/z.js', 1],
    ]);
  });

  it('opens the folders that lead to a search hit', () => {
    expect(visibleRows(list, 'deep').map((r) => r.entry.path)).toEqual([
      '/src',
      '/src/lib',
      '/src/lib/deep.js',
    ]);
  });
});
