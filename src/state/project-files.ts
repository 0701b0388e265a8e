/**
 * The project's text files as a run or a snapshot takes them, and writing one back (a file a
 * program made, a file restored from history), making its folders as needed.
 */
import { normalizePath } from '../core/terminal/vfs';
import { editorService } from './editor-service';
import { projectFileSystem } from './terminal-vfs';

/** Files larger than this are left out (a program reading one finds it missing). */
export const MAX_PROJECT_FILE_CHARS = 5_000_000;

/** The newest text of each file (paths without the leading slash). */
export function projectTextFiles(): { path: string; content: string }[] {
  return editorService
    .readFiles()
    .filter((e) => e.type === 'file' && e.content.length <= MAX_PROJECT_FILE_CHARS)
    .map((e) => ({ path: e.path.slice(1), content: e.content }));
}

/** Writes `content` to `path` (from the project's root); an error in words, or null. */
export function writeProjectFile(path: string, content: string): string | null {
  const full = normalizePath(`/${path}`);
  const parts = full.split('/').slice(1, -1);
  for (let i = 1; i <= parts.length; i++) {
    const folder = `/${parts.slice(0, i).join('/')}`;
    if (!projectFileSystem.stat(folder)) projectFileSystem.mkdir(folder);
  }
  return projectFileSystem.write(full, content);
}

/** Runs `run`, whose writeProjectFile calls change the files store once, at its end. */
export function batchProjectWrites(run: () => void): void {
  projectFileSystem.batch(run);
}
