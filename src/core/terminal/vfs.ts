/**
 * The virtual file system the shell works on, and the paths it shows. The terminal sees the
 * project at /home/project; the project's own paths start at '/' (core/files). The
 * files store implements this interface (state/terminal-vfs.ts), so `touch`, `mkdir`, `cat` and
 * the tools read and write the same files as the explorer and the editor.
 */
import { newId, parentPath, type FileEntry } from '../files/file-entry';
import { createEntry, setContent } from '../files/ops';
import { PROJECT_ROOT } from './types';

export interface VfsNode {
  name: string;
  /** Project path: '/' + name at the root. */
  path: string;
  type: 'file' | 'folder';
  /** Characters of content; 0 for a folder. */
  size: number;
  /** ISO date of the last save, or null. */
  lastSaved: string | null;
}

/** Paths are project paths ('/', '/src', '/src/app.js'). Errors are messages for people. */
export interface VirtualFileSystem {
  stat(path: string): VfsNode | null;
  /** The children of a folder (folders first, then by name), or null when not a folder. */
  list(path: string): VfsNode[] | null;
  /** A file's newest text, or null when there is no such file. */
  read(path: string): string | null;
  /** Replaces a file's text, or creates the file (its folder must exist). Returns an error. */
  write(path: string, content: string): string | null;
  /** Creates a folder (its parent must exist). Returns an error. */
  mkdir(path: string): string | null;
}

/** Collapses '.', '..' and repeated slashes; never climbs above '/'. */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return '/' + parts.join('/');
}

/** A path typed in the terminal, made absolute against `cwd`; `~` is the project folder. */
export function resolvePath(cwd: string, arg: string): string {
  if (arg === '~' || arg.startsWith('~/')) return normalizePath(PROJECT_ROOT + arg.slice(1));
  return normalizePath(arg.startsWith('/') ? arg : `${cwd}/${arg}`);
}

/** The project path of a terminal path, or null when it lies outside the project folder. */
export function toProjectPath(terminalPath: string): string | null {
  const p = normalizePath(terminalPath);
  if (p === PROJECT_ROOT) return '/';
  if (p.startsWith(PROJECT_ROOT + '/')) return p.slice(PROJECT_ROOT.length);
  return null;
}

export function toTerminalPath(projectPath: string): string {
  return projectPath === '/' ? PROJECT_ROOT : PROJECT_ROOT + projectPath;
}

/** `/home/project/src` as a Unix prompt shows it: `~/src`. */
export function tildePath(terminalPath: string): string {
  if (terminalPath === PROJECT_ROOT) return '~';
  if (terminalPath.startsWith(PROJECT_ROOT + '/'))
    return '~' + terminalPath.slice(PROJECT_ROOT.length);
  return terminalPath;
}

/** cmd shows the project folder as a Windows path: `C:\project\src`. */
export function windowsPath(terminalPath: string): string {
  const project = toProjectPath(terminalPath);
  if (project === null) return 'C:' + terminalPath.replace(/\//g, '\\');
  return 'C:\\project' + (project === '/' ? '' : project.replace(/\//g, '\\'));
}

/** A Windows-style path typed in cmd or PowerShell, as a terminal path. */
export function fromWindowsPath(cwd: string, arg: string): string {
  let p = arg.replace(/\\/g, '/');
  const drive = /^[a-z]:/i.exec(p);
  if (drive) {
    p = p.slice(2);
    if (p === '' || p === '/') return '/';
    const rest = normalizePath(p);
    if (rest === '/project' || rest.startsWith('/project/')) {
      return normalizePath(PROJECT_ROOT + rest.slice('/project'.length));
    }
    return rest;
  }
  return resolvePath(cwd, p);
}

/** A file system over a list of entries, with many changes made as one. */
export interface EntriesFileSystem extends VirtualFileSystem {
  /**
   * Runs `run`, whose writes and new folders change the list once, at its end: a program that
   * writes thousands of files updates the store (and the explorer) once, not once per file.
   */
  batch(run: () => void): void;
}

/**
 * A file system over a flat list of file entries (core/files), for the files store and for
 * tests. `get` reads the current list; `set` replaces it, with the entry just created, if any.
 */
export function entriesFileSystem(options: {
  get: () => readonly FileEntry[];
  set: (entries: FileEntry[], created?: FileEntry) => void;
  /** Gives the newest text of a file, e.g. from an open editor buffer. */
  contentOf?: (entry: FileEntry) => string;
  now?: () => number;
}): EntriesFileSystem {
  // Inside `batch`, changes go to this working list, and `set` is called once at its end.
  let working: FileEntry[] | null = null;
  let createdInBatch: FileEntry | undefined;
  const get = () => working ?? options.get();
  const set = (entries: FileEntry[], created?: FileEntry) => {
    if (working === null) {
      options.set(entries, created);
      return;
    }
    working = entries;
    createdInBatch ??= created;
  };
  const contentOf = options.contentOf ?? ((e: FileEntry) => e.content);
  const now = options.now ?? Date.now;
  const find = (path: string) => get().find((e) => e.path === path);
  const node = (e: FileEntry): VfsNode => ({
    name: e.name,
    path: e.path,
    type: e.type,
    size: e.type === 'file' ? contentOf(e).length : 0,
    lastSaved: e.lastSaved,
  });
  const create = (path: string, type: 'file' | 'folder', content?: string): string | null => {
    if (path === '/') return 'The project folder already exists.';
    const parent = parentPath(path);
    const name = path.slice(parent === '/' ? 1 : parent.length + 1);
    const result = createEntry(get(), {
      name,
      type,
      parentPath: parent,
      content,
      id: newId(now()),
    });
    if (!result.ok) return result.error;
    set(result.entries, result.entry);
    return null;
  };
  return {
    stat: (path) => {
      if (path === '/') return { name: '', path: '/', type: 'folder', size: 0, lastSaved: null };
      const e = find(path);
      return e ? node(e) : null;
    },
    list: (path) => {
      if (path !== '/' && find(path)?.type !== 'folder') return null;
      return get()
        .filter((e) => parentPath(e.path) === path)
        .sort((a, b) =>
          a.type === b.type
            ? a.name.localeCompare(b.name, undefined, { numeric: true })
            : a.type === 'folder'
              ? -1
              : 1,
        )
        .map(node);
    },
    read: (path) => {
      const e = find(path);
      return e?.type === 'file' ? contentOf(e) : null;
    },
    write: (path, content) => {
      const e = find(path);
      if (!e) return create(path, 'file', content);
      if (e.type === 'folder') return `"${path.slice(1)}" is a folder.`;
      if (contentOf(e) !== content || e.content !== content) {
        set(setContent(get(), e.id, content));
      }
      return null;
    },
    mkdir: (path) => create(path, 'folder'),
    batch: (run) => {
      if (working !== null) {
        run();
        return;
      }
      working = [...options.get()];
      try {
        run();
      } finally {
        const entries = working;
        const created = createdInBatch;
        working = null;
        createdInBatch = undefined;
        options.set(entries, created);
      }
    },
  };
}
