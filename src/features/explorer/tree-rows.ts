/** The rows the explorer shows: a depth-first walk of open folders, or search hits. */
import { parentPath, type FileEntry } from '../../core/files/file-entry';

export interface TreeRow {
  entry: FileEntry;
  level: number;
  expanded: boolean;
  /** 1-based position among its siblings, and how many siblings (aria-posinset/setsize). */
  posInSet: number;
  setSize: number;
}

/**
 * The rows in order. A row is made only when asked for: a tree renders the few rows in view, and
 * opening a folder of 5,000 files made 5,000 row objects for some thirty to be shown.
 */
export interface TreeRows {
  readonly length: number;
  /** The row at a 0-based index; undefined outside the list. */
  at(index: number): TreeRow | undefined;
  /** The index of the row of the entry with this id, or -1 when it is not shown. */
  indexOf(id: string): number;
}

/**
 * A run of rows that are consecutive children of one folder: positions `from` to `to` among
 * them (all its children in order, or, in a search, those in `picks`).
 */
interface Run {
  /** The index in the whole list of the run's first row. */
  start: number;
  group: SortedGroup;
  /** A search's shown children, as indices into `group.sorted`; null: all of them. */
  picks: readonly number[] | null;
  from: number;
  to: number;
  level: number;
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
  /** How many children are folders: they come first in `sorted`. */
  folders: number;
}

/** More changed entries than this at once are grouped again from the whole list. */
const PATCH_AT_MOST = 16;

const sameMembers = (a: readonly FileEntry[], b: readonly FileEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry === b[i]);

/**
 * A row builder that remembers each folder's sorted children between calls. Sorting is the
 * costly part of a large tree (5,000 names through the collator), and most updates leave a
 * folder's children as they were: a search keystroke or an opened folder changes no entry at
 * all, a saved file replaces only its own entry. A group is sorted again only when its entries
 * are renamed, added, moved or removed. `expanded` holds the ids of the open folders.
 */
export function createRowBuilder(): (
  entries: readonly FileEntry[],
  expanded: ReadonlySet<string>,
  query: string,
) => TreeRows {
  let groupsOf: readonly FileEntry[] | null = null;
  let groups = new Map<string, SortedGroup>();
  /** The group each entry is in, by id. */
  let groupOf = new Map<string, SortedGroup>();

  /**
   * The usual change replaces a few entries with copies at the same place in the list that keep
   * their path, name and type (a file's text saved, its modified dot): each copy takes the place
   * of the one it replaces in its group, with no grouping of the whole list again.
   */
  const patch = (before: readonly FileEntry[], entries: readonly FileEntry[]): boolean => {
    if (before.length !== entries.length) return false;
    const changed: number[] = [];
    for (let i = 0; i < entries.length; i++) {
      const was = before[i] as FileEntry;
      const now = entries[i] as FileEntry;
      if (was === now) continue;
      if (was.id !== now.id || was.path !== now.path || was.name !== now.name) return false;
      if (was.type !== now.type) return false;
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
        next.set(folder, {
          members: list,
          sorted,
          lower: sorted.map((e) => e.name.toLowerCase()),
          folders: sorted.filter((e) => e.type === 'folder').length,
        });
      }
    }
    groupOf = new Map();
    for (const group of next.values())
      for (const entry of group.sorted) groupOf.set(entry.id, group);
    groupsOf = entries;
    groups = next;
    return next;
  };

  return (entries, expanded, query) => {
    const children = sortedChildren(entries);
    const runs: Run[] = [];
    let length = 0;
    const run = (
      group: SortedGroup,
      picks: readonly number[] | null,
      from: number,
      to: number,
      level: number,
    ) => {
      if (to <= from) return;
      runs.push({ start: length, group, picks, from, to, level });
      length += to - from;
    };
    const q = query.trim().toLowerCase();
    // Folders come first among a folder's children, so only they are looked at to find where
    // a run ends; the files after them are one run, whatever their number.
    if (q === '') {
      const walk = (folder: string, level: number) => {
        const group = children.get(folder);
        if (!group) return;
        let from = 0;
        for (let i = 0; i < group.folders; i++) {
          const entry = group.sorted[i] as FileEntry;
          if (!expanded.has(entry.id)) continue;
          run(group, null, from, i + 1, level);
          walk(entry.path, level + 1);
          from = i + 1;
        }
        run(group, null, from, group.sorted.length, level);
      };
      walk('/', 1);
      return rowList(runs, length, groupOf, expanded);
    }
    // A search shows the entries whose name holds the query (any case) and the folders that lead
    // to them, all open. Each folder's shown children are found once, as indices.
    const shownIn = new Map<string, number[]>();
    const shown = (folder: string): number[] => {
      let picks = shownIn.get(folder);
      if (picks) return picks;
      picks = [];
      const group = children.get(folder);
      if (group)
        for (let i = 0; i < group.sorted.length; i++) {
          const entry = group.sorted[i] as FileEntry;
          if (
            (group.lower[i] as string).includes(q) ||
            (entry.type === 'folder' && shown(entry.path).length > 0)
          )
            picks.push(i);
        }
      shownIn.set(folder, picks);
      return picks;
    };
    const walk = (folder: string, level: number) => {
      const group = children.get(folder);
      if (!group) return;
      const picks = shown(folder);
      let from = 0;
      for (let k = 0; k < picks.length; k++) {
        const entry = group.sorted[picks[k] as number] as FileEntry;
        if (entry.type !== 'folder') break;
        run(group, picks, from, k + 1, level);
        walk(entry.path, level + 1);
        from = k + 1;
      }
      run(group, picks, from, picks.length, level);
    };
    walk('/', 1);
    return rowList(runs, length, groupOf, expanded);
  };
}

/** The rows of `runs`. A search's runs have picks, and every folder a search shows is open. */
function rowList(
  runs: readonly Run[],
  length: number,
  groupOf: ReadonlyMap<string, SortedGroup>,
  expanded: ReadonlySet<string>,
): TreeRows {
  const entryAt = (r: Run, k: number) =>
    r.group.sorted[r.picks ? (r.picks[k] as number) : k] as FileEntry;
  return {
    length,
    at(index) {
      if (!(index >= 0 && index < length)) return undefined;
      // The last run that starts at or before the index.
      let lo = 0;
      let hi = runs.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((runs[mid] as Run).start <= index) lo = mid;
        else hi = mid - 1;
      }
      const r = runs[lo] as Run;
      const k = r.from + index - r.start;
      const entry = entryAt(r, k);
      const folder = entry.type === 'folder';
      return {
        entry,
        level: r.level,
        expanded: folder && (r.picks !== null || expanded.has(entry.id)),
        posInSet: k + 1,
        setSize: r.picks ? r.picks.length : r.group.sorted.length,
      };
    },
    indexOf(id) {
      // Where the entry is among its folder's children, then which run shows that place.
      const group = groupOf.get(id);
      if (!group) return -1;
      let place = 0;
      while (place < group.sorted.length && (group.sorted[place] as FileEntry).id !== id) place++;
      for (const r of runs) {
        if (r.group !== group) continue;
        if (!r.picks) {
          if (place >= r.from && place < r.to) return r.start + place - r.from;
          continue;
        }
        // A search's picks are in order: look for the place among the run's.
        let lo = r.from;
        let hi = r.to - 1;
        while (lo <= hi) {
          const mid = (lo + hi) >> 1;
          const at = r.picks[mid] as number;
          if (at === place) return r.start + mid - r.from;
          if (at < place) lo = mid + 1;
          else hi = mid - 1;
        }
      }
      return -1;
    },
  };
}
