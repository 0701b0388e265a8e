/** File entries for tests: a saved file at the root unless `over` says otherwise. */
import type { FileEntry } from './file-entry';

export function fileEntry(
  id: string,
  name: string,
  content: string,
  over: Partial<FileEntry> = {},
): FileEntry {
  return {
    id,
    name,
    type: 'file',
    content,
    path: `/${name}`,
    modified: false,
    lastSaved: null,
    ...over,
  };
}
