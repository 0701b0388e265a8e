/** A project in memory for the terminal's unit tests, over the same entry operations. */
import { defaultFiles, type FileEntry } from '../files/file-entry';
import { createEntry } from '../files/ops';
import { execute, type ShellResult } from './shell';
import { PROJECT_ROOT, type TerminalTypeId } from './types';
import { entriesFileSystem, type VirtualFileSystem } from './vfs';
import { initialEnvironment } from './profile';

export interface TestProject {
  entries: () => FileEntry[];
  vfs: VirtualFileSystem;
  /** Project path → content, for files only. */
  file: (path: string) => string | undefined;
  /** Deletes an entry and what it holds, as the explorer would, behind the shell's back. */
  remove: (path: string) => void;
}

let counter = 0;

export function testProject(files: Record<string, string | null> = {}): TestProject {
  let entries: FileEntry[] = defaultFiles(new Date('2026-01-01T00:00:00Z'));
  for (const [path, content] of Object.entries(files)) {
    const parent = path.slice(0, path.lastIndexOf('/')) || '/';
    const name = path.slice(path.lastIndexOf('/') + 1);
    const result = createEntry(entries, {
      name,
      type: content === null ? 'folder' : 'file',
      parentPath: parent,
      content: content ?? undefined,
      id: `t${++counter}`,
    });
    if (!result.ok) throw new Error(result.error);
    entries = result.entries;
  }
  const vfs = entriesFileSystem({
    get: () => entries,
    set: (next) => {
      entries = next;
    },
    now: () => 1_700_000_000_000 + ++counter,
  });
  return {
    entries: () => entries,
    vfs,
    file: (path) => entries.find((e) => e.path === path && e.type === 'file')?.content,
    remove: (path) => {
      entries = entries.filter((e) => e.path !== path && !e.path.startsWith(path + '/'));
    },
  };
}

export const FIXED_NOW = new Date(2026, 10, 22, 18, 48, 59);

/** A tiny session that keeps directory and environment between lines. */
export function shellSession(type: TerminalTypeId, project: TestProject = testProject()) {
  let cwd = PROJECT_ROOT;
  let env = initialEnvironment(type);
  const history: string[] = [];
  return {
    project,
    get cwd() {
      return cwd;
    },
    get env() {
      return env;
    },
    run(line: string): ShellResult {
      const result = execute(
        line,
        { type, cwd, env, history },
        {
          vfs: project.vfs,
          now: () => FIXED_NOW,
        },
      );
      if (!result) throw new Error(`"${line}" was ignored`);
      cwd = result.cwd;
      env = result.env;
      history.push(line);
      return result;
    },
    /** All printed text, one string. */
    text(line: string): string {
      return this.run(line)
        .output.map((o) => o.text)
        .join('\n');
    },
    errors(line: string): string[] {
      return this.run(line)
        .output.filter((o) => o.kind === 'error')
        .map((o) => o.text);
    },
  };
}
