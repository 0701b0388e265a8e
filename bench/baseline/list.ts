/**
 * The explorer benchmark's baseline: the stored files as a plain list in plain DOM, no
 * framework, no icons, with the app's row height and the same actions (a folder's row opens it;
 * the search box keeps the files whose name holds the query, and their folders). What its
 * keys cost is what Chromium itself costs on the machine for a key that changes a list of rows
 * in view, which bench/app.bench.ts prints beside the app's explorer figures.
 */

import { parentPath, type FileEntry } from '../../src/core/files/file-entry';

type Entry = Pick<FileEntry, 'id' | 'name' | 'type' | 'path'>;

const ROW_HEIGHT = 26;
const OVERSCAN = 6;

// Each folder's children in the app's order (core/files childrenOf: folders first, then names
// with numbers compared as numbers), sorted once with one collator.
const collator = new Intl.Collator(undefined, { numeric: true });
const stored = JSON.parse(localStorage.getItem('files') ?? '[]') as Entry[];
const children = new Map<string, Entry[]>();
for (const entry of stored) {
  const siblings = children.get(parentPath(entry.path)) ?? [];
  siblings.push(entry);
  children.set(parentPath(entry.path), siblings);
}
for (const list of children.values()) {
  list.sort((a, b) =>
    a.type === b.type ? collator.compare(a.name, b.name) : a.type === 'folder' ? -1 : 1,
  );
}

const openFolders = new Set<string>();
const scroller = document.querySelector<HTMLElement>('.scroll');
const tree = document.querySelector<HTMLUListElement>('ul');
const search = document.querySelector<HTMLInputElement>('input');
let query = '';
let rows: { entry: Entry; level: number }[] = [];

/** The shown entries under `folder`, in order: all of them, or those the query leads to. */
function collect(folder: string, level: number, out: { entry: Entry; level: number }[]): number {
  let found = 0;
  for (const entry of children.get(folder) ?? []) {
    if (entry.type === 'folder') {
      if (query === '') {
        out.push({ entry, level });
        found += 1;
        if (openFolders.has(entry.id)) collect(entry.path, level + 1, out);
      } else {
        const at = out.length;
        out.push({ entry, level });
        const inside = collect(entry.path, level + 1, out);
        if (inside === 0 && !entry.name.toLowerCase().includes(query)) out.length = at;
        else found += 1 + inside;
      }
    } else if (query === '' || entry.name.toLowerCase().includes(query)) {
      out.push({ entry, level });
      found += 1;
    }
  }
  return found;
}

/** Draws the rows in view: the list's elements are reused, their text and level rewritten. */
function draw(): void {
  if (!scroller || !tree) return;
  const first = Math.max(0, Math.floor(scroller.scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    rows.length,
    Math.ceil((scroller.scrollTop + scroller.clientHeight) / ROW_HEIGHT) + OVERSCAN,
  );
  while (tree.children.length > last - first) tree.lastElementChild?.remove();
  for (let i = first; i < last; i += 1) {
    const row = rows[i];
    if (!row) continue;
    let li = tree.children[i - first] as HTMLLIElement | undefined;
    if (!li) {
      li = document.createElement('li');
      li.setAttribute('role', 'treeitem');
      tree.append(li);
    }
    if (li.dataset.id !== row.entry.id) {
      li.dataset.id = row.entry.id;
      li.textContent = row.entry.name;
      li.style.paddingLeft = `${8 + (row.level - 1) * 14}px`;
    }
  }
  tree.style.paddingTop = `${first * ROW_HEIGHT}px`;
  tree.style.paddingBottom = `${(rows.length - last) * ROW_HEIGHT}px`;
}

function update(): void {
  const next: { entry: Entry; level: number }[] = [];
  collect('/', 1, next);
  rows = next;
  draw();
}

tree?.addEventListener('click', (event) => {
  const id = (event.target as HTMLElement).closest('li')?.dataset.id;
  const entry = stored.find((e) => e.id === id);
  if (entry?.type !== 'folder') return;
  if (openFolders.has(entry.id)) openFolders.delete(entry.id);
  else openFolders.add(entry.id);
  update();
});
search?.addEventListener('input', () => {
  query = search.value.trim().toLowerCase();
  update();
});
scroller?.addEventListener('scroll', draw, { passive: true });
update();
