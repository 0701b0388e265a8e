import { describe, expect, it } from 'vitest';
import type { FileEntry } from './file-entry';
import {
  describeDiskSave,
  diskSavePlan,
  linkedFolders,
  openedFolder,
  sameBytes,
  type DiskSaveResult,
} from './disk-save';

const entry = (path: string, type: 'file' | 'folder' = 'file', id = `id${path}`): FileEntry => ({
  id,
  name: path.slice(path.lastIndexOf('/') + 1),
  type,
  content: '',
  path,
  modified: false,
  lastSaved: null,
});

const result = (over: Partial<DiskSaveResult>): DiskSaveResult => ({
  name: 'site',
  written: [],
  created: [],
  foldersCreated: [],
  unchanged: 0,
  failed: [],
  ...over,
});

describe('linkedFolders', () => {
  it('follows a folder by its id through a rename and drops links to deleted folders', () => {
    const entries = [entry('/renamed', 'folder', 'f1'), entry('/renamed/a.js')];
    const links = [{ folderId: 'f1' }, { folderId: 'gone' }, { folderId: 'id/renamed/a.js' }];
    expect(linkedFolders(entries, links)).toEqual([{ link: links[0], folder: entries[0] }]);
  });
});

describe('openedFolder', () => {
  it('finds the folder an import reused or made, and the renamed one when a file had its name', () => {
    const site = entry('/site', 'folder');
    expect(openedFolder({ entries: [site], added: [] }, '/', 'site')).toBe(site);
    const file = entry('/site');
    const made = entry('/site-2', 'folder');
    expect(openedFolder({ entries: [file, made], added: [made] }, '/', 'site')).toBe(made);
  });
});

describe('diskSavePlan', () => {
  it('lists the folders parents first and the files inside the linked folder only', () => {
    const entries = [
      entry('/site', 'folder'),
      entry('/site/b', 'folder'),
      entry('/site/b/c', 'folder'),
      entry('/site/a', 'folder'),
      entry('/site/b/c/deep.js'),
      entry('/site/index.html'),
      entry('/site-other/x.js'),
      entry('/top.js'),
    ];
    const plan = diskSavePlan(entries, '/site');
    expect(plan.folders).toEqual(['a', 'b', 'b/c']);
    expect(plan.files.map((f) => f.path)).toEqual(['b/c/deep.js', 'index.html']);
  });
});

describe('sameBytes', () => {
  it('compares length and every byte', () => {
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(sameBytes(new Uint8Array([1]), new Uint8Array([1, 2]))).toBe(false);
  });
});

describe('describeDiskSave', () => {
  it('says what was written and created', () => {
    expect(
      describeDiskSave(
        result({ written: ['a.js', 'new.js'], created: ['new.js'], foldersCreated: ['lib'] }),
      ),
    ).toEqual({
      type: 'success',
      title: 'Saved 2 files to "site"',
      message: 'Wrote a.js. Created new.js. Made 1 folder: lib.',
    });
  });

  it('names failures, and says when all is up to date', () => {
    expect(
      describeDiskSave(result({ written: ['a.js'], failed: [{ path: 'b.js', reason: 'locked' }] })),
    ).toEqual({
      type: 'error',
      title: 'Saved 1 file to "site", 1 failed',
      message: 'Wrote a.js. Could not write b.js (locked). The editor still has them.',
    });
    expect(describeDiskSave(result({ unchanged: 3 }))).toEqual({
      type: 'info',
      title: '"site" is up to date',
      message: 'Every file on disk already matches the editor (3 files).',
    });
    expect(describeDiskSave(result({ refused: 'No permission.' }))).toEqual({
      type: 'error',
      title: 'Not saved to "site"',
      message: 'No permission.',
    });
  });
});
