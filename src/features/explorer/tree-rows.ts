/** The rows the explorer shows: a depth-first walk of expanded folders, or search hits. */
import { parentPath, type FileEntry } from '../../core/files/file-entry';

export interface TreeRow {
  entry: FileEntry;
  level: number;
  expanded: boolean;
  /** 1-based position among its siblings, and how many siblings (aria-posinset/setsize). */
  posInSet: number;
  setSize: number;
}

// The order of core/files childrenOf (folders first, then names with numbers compared as
// numbers), with one collator for the whole walk: a collator per comparison made a
// 5,000-file tree take seconds.
const collator = new Intl.Collator(undefined, { numeric: true });
const byTypeThenName = (a: FileEntry, b: FileEntry) =>
  a.type === b.type ? collator.compare(a.name, b.name) : a.type === 'folder' ? -1 : 1;

interface SortedGroup {
  /** The folder's children in list order, to tell whether the group changed. */
  members: FileEntry[];
  sorted: FileEntry[];
  /** Each sorted child's name in lower case, for a search. */
  lower: string[];
}

/** More changed entries than this at once are grouped again from the whole list. */
const PATCH_AT_MOST = 16;

const sameMembers = (a: readonly FileEntry[], b: readonly FileEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * A row builder that remembers each folder's sorted children between calls. Sorting is the
 * costly part of a large tree (5,000 names through the collator), and most updates leave a
 * folder's children as they were: a search keystroke changes no entry at all, expanding a
 * folder replaces only that folder's entry. A group is sorted again only when its entries are
 * renamed, added, moved or removed.
 */
export function createRowBuilder(): (entries: readonly FileEntry[], query: string) => TreeRow[] {
  let groupsOf: readonly FileEntry[] | null = null;
  let groups = new Map<string, SortedGroup>();

  /**
   * The usual change replaces a few entries with copies at the same place in the list that keep
   * their path, name and type (a folder opened, a file's text saved): each copy takes the place
   * of the one it replaces in its group, with no grouping of the whole list again.
   */
  const patch = (before: readonly FileEntry[], entries: readonly FileEntry[]): boolean => {
    if (before.length !== entries.length) return false;
    const changed: number[] = [];
    for (let i = 0; i < entries.length; i++) {
      const was = before[i] as FileEntry;
      const now = entries[i] as FileEntry;
      if (was === now) continue;
      if (was.path !== now.path || was.name !== now.name || was.type !== now.type) return false;
      changed.push(i);
      if (changed.length > PATCH_AT_MOST) return false;
    }
    for (const i of changed) {
      const was = before[i] as FileEntry;
      const group = groups.get(parentPath(was.path));
      const inMembers = group ? group.members.indexOf(was) : -1;
      const inSorted = group ? group.sorted.indexOf(was) : -1;
      if (!group || inMembers < 0 || inSorted < 0) return false;
      group.members[inMembers] = entries[i] as FileEntry;
      group.sorted[inSorted] = entries[i] as FileEntry;
    }
    return true;
  };

  const sortedChildren = (entries: readonly FileEntry[]) => {
    if (entries === groupsOf) return groups;
    if (groupsOf && patch(groupsOf, entries)) {
      groupsOf = entries;
      return groups;
    }
    const members = new Map<string, FileEntry[]>();
    for (const entry of entries) {
      const parent = parentPath(entry.path);
      const siblings = members.get(parent);
      if (siblings) siblings.push(entry);
      else members.set(parent, [entry]);
    }
    const next = new Map<string, SortedGroup>();
    for (const [folder, list] of members) {
      const before = groups.get(folder);
      if (before && sameMembers(before.members, list)) {
        next.set(folder, before);
      } else {
        const sorted = [...list].sort(byTypeThenName);
        next.set(folder, { members: list, sorted, lower: sorted.map((e) => e.name.toLowerCase()) });
      }
    }
    groupsOf = entries;
    groups = next;
    return next;
  };

  return (entries, query) => {
    const children = sortedChildren(entries);
    const rows: TreeRow[] = [];
    const q = query.trim().toLowerCase();
    if (q === '') {
      const walk = (folder: string, level: number) => {
        const group = children.get(folder)?.sorted;
        if (!group) return;
        for (let i = 0; i < group.length; i++) {
          const entry = group[i] as FileEntry;
          const expanded = entry.type === 'folder' && !!entry.expanded;
          rows.push({ entry, level, expanded, posInSet: i + 1, setSize: group.length });
          if (expanded) walk(entry.path, level + 1);
        }
      };
      walk('/', 1);
      return rows;
    }
    // A search shows the entries whose name holds the query (any case) and the folders that lead
    // to them, all open. Counted first, per folder, so each row knows its place among those shown;
    // nothing is built per entry but the rows themselves (a key in a 5,000-file tree).
    const shownIn = new Map<string, number>();
    const shows = (group: SortedGroup, i: number): boolean => {
      const entry = group.sorted[i] as FileEntry;
      return (
        (group.lower[i] as string).includes(q) ||
        (entry.type === 'folder' && countShown(entry.path) > 0)
      );
    };
    const countShown = (folder: string): number => {
      let count = shownIn.get(folder);
      if (count !== undefined) return count;
      count = 0;
      const group = children.get(folder);
      if (group) for (let i = 0; i < group.sorted.length; i++) if (shows(group, i)) count++;
      shownIn.set(folder, count);
      return count;
    };
    const walk = (folder: string, level: number) => {
      const group = children.get(folder);
      const setSize = countShown(folder);
      if (!group || setSize === 0) return;
      let posInSet = 0;
      for (let i = 0; i < group.sorted.length; i++) {
        if (!shows(group, i)) continue;
        const entry = group.sorted[i] as FileEntry;
        const expanded = entry.type === 'folder';
        rows.push({ entry, level, expanded, posInSet: ++posInSet, setSize });
        if (expanded) walk(entry.path, level + 1);
      }
    };
    walk('/', 1);
    return rows;
  };
}
