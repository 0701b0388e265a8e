/** The rows the explorer shows: a depth-first walk of expanded folders, or search hits. */
import { childrenOf, type FileEntry } from '../../core/files/file-entry';
import { searchEntries } from '../../core/files/ops';

export interface TreeRow {
  entry: FileEntry;
  level: number;
  expanded: boolean;
}

export function visibleRows(entries: readonly FileEntry[], query: string): TreeRow[] {
  const searching = query.trim() !== '';
  const list = searching ? searchEntries(entries, query) : entries;
  const rows: TreeRow[] = [];
  const walk = (folder: string, level: number) => {
    for (const entry of childrenOf(list, folder)) {
      const expanded = entry.type === 'folder' && (searching || !!entry.expanded);
      rows.push({ entry, level, expanded });
      if (expanded) walk(entry.path, level + 1);
    }
  };
  walk('/', 1);
  return rows;
}
