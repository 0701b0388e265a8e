/**
 * Project paths as a run sees them: from the project root, without a leading slash
 * ('src/main.py'). Shared by the runtimes' module resolution and the HTML preview.
 */

/** The folder a project path is in ('' at the root). */
export const folderOf = (path: string): string =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';

/**
 * Collapses '.', '..' and repeated slashes. A '..' above the root gives null, or stays at the
 * root with `clampAtRoot` (as a browser resolves a URL).
 */
export function normalizeProjectPath(path: string, clampAtRoot = false): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.length > 0) parts.pop();
    else if (!clampAtRoot) return null;
  }
  return parts.join('/');
}
