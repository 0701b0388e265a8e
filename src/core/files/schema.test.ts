import { describe, expect, it } from 'vitest';
import { parseFileList, serializeFileList } from './schema';
import type { FileEntry } from './file-entry';

const entry: FileEntry = {
  id: 'a1',
  name: 'a.js',
  type: 'file',
  content: 'let a = 1;',
  path: '/a.js',
  modified: true,
  lastSaved: null,
  language: 'javascript',
};

describe('file list text', () => {
  it('is the same for equal entries whatever order their fields were built in', () => {
    const reordered = {
      language: 'javascript',
      lastSaved: null,
      modified: true,
      path: '/a.js',
      content: 'let a = 1;',
      type: 'file',
      name: 'a.js',
      id: 'a1',
    } as const;
    expect(serializeFileList([reordered])).toBe(serializeFileList([entry]));
  });

  it('reads back what it wrote', () => {
    const folder: FileEntry = {
      id: 'f1',
      name: 'src',
      type: 'folder',
      content: '',
      path: '/src',
      modified: false,
      lastSaved: null,
      expanded: true,
    };
    const text = serializeFileList([folder, entry]);
    expect(parseFileList(text)).toEqual([folder, entry]);
    expect(serializeFileList(parseFileList(text)!)).toBe(text);
  });
});
