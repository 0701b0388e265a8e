import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../files/file-entry';
import {
  entriesFileSystem,
  fromWindowsPath,
  normalizePath,
  resolvePath,
  tildePath,
  toProjectPath,
  toTerminalPath,
  windowsPath,
} from './vfs';
import { testProject } from './test-helpers';

describe('terminal paths', () => {
  it('normalises . and .. and never climbs above /', () => {
    expect(normalizePath('/home//project/./src/../lib/')).toBe('/home/project/lib');
    expect(normalizePath('/../..')).toBe('/');
  });

  it('resolves relative, absolute and ~ paths against the current folder', () => {
    expect(resolvePath('/home/project/src', 'a.js')).toBe('/home/project/src/a.js');
    expect(resolvePath('/home/project/src', '../b')).toBe('/home/project/b');
    expect(resolvePath('/home/project/src', '/etc')).toBe('/etc');
    expect(resolvePath('/home/project/src', '~')).toBe('/home/project');
    expect(resolvePath('/home/project/src', '~/lib')).toBe('/home/project/lib');
  });

  it('maps /home/project to the project root and back', () => {
    expect(toProjectPath('/home/project')).toBe('/');
    expect(toProjectPath('/home/project/src/a.js')).toBe('/src/a.js');
    expect(toProjectPath('/home/projectx')).toBeNull();
    expect(toProjectPath('/etc')).toBeNull();
    expect(toTerminalPath('/')).toBe('/home/project');
    expect(toTerminalPath('/src')).toBe('/home/project/src');
  });

  it('writes paths the way each family shows them', () => {
    expect(tildePath('/home/project/src')).toBe('~/src');
    expect(tildePath('/home/project')).toBe('~');
    expect(windowsPath('/home/project/src/lib')).toBe('C:\\project\\src\\lib');
    expect(fromWindowsPath('/home/project', 'C:\\project\\src')).toBe('/home/project/src');
    expect(fromWindowsPath('/home/project/src', '..\\lib')).toBe('/home/project/lib');
    expect(fromWindowsPath('/home/project', 'c:\\windows')).toBe('/windows');
  });
});

describe('the entries file system', () => {
  it('lists folders first, reads, writes and refuses bad names', () => {
    const { vfs, file } = testProject({ '/src': null, '/b.txt': 'b', '/a.txt': 'a' });
    expect(vfs.list('/')?.map((n) => n.name)).toEqual(['src', 'a.txt', 'b.txt', 'welcome.md']);
    expect(vfs.list('/a.txt')).toBeNull();
    expect(vfs.read('/a.txt')).toBe('a');
    expect(vfs.read('/src')).toBeNull();
    expect(vfs.write('/src/new.js', 'x')).toBeNull();
    expect(file('/src/new.js')).toBe('x');
    expect(vfs.write('/src', 'x')).toBe('"src" is a folder.');
    expect(vfs.write('/nope/x.js', '')).toBe('The folder "/nope" does not exist.');
    expect(vfs.mkdir('/src')).toBe('"src" already exists here. Choose a different name.');
    expect(vfs.stat('/')).toMatchObject({ type: 'folder', path: '/' });
  });
});

describe('a batch of changes', () => {
  it('replaces the list once, with every write and folder in it, and the first new entry', () => {
    const sets: { names: string[]; created: string | undefined }[] = [];
    let entries: FileEntry[] = [];
    let id = 0;
    const vfs = entriesFileSystem({
      get: () => entries,
      set: (next, created) => {
        entries = next;
        sets.push({ names: next.map((e) => e.path), created: created?.path });
      },
      now: () => ++id,
    });
    vfs.batch(() => {
      expect(vfs.mkdir('/out')).toBeNull();
      expect(vfs.write('/out/a.txt', 'a')).toBeNull();
      // Inside the batch its own changes are seen.
      expect(vfs.read('/out/a.txt')).toBe('a');
      expect(vfs.write('/out/a.txt', 'again')).toBeNull();
      expect(vfs.write('/missing/b.txt', 'b')).not.toBeNull();
    });
    expect(sets).toEqual([{ names: ['/out', '/out/a.txt'], created: '/out' }]);
    expect(vfs.read('/out/a.txt')).toBe('again');
    // Outside a batch, each change is its own.
    vfs.write('/c.txt', 'c');
    expect(sets).toHaveLength(2);
  });
});
