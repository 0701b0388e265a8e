/**
 * The explorer's rows as DOM elements, kept by this module rather than by React. A large tree
 * shows a window of some thirty rows that changes on every opened folder, search key and scroll:
 * React made four fibers per row and set each prop through its generic property code, which
 * cost about 0.2 ms per new row before the browser had done any style or layout. Here a new row
 * is four elements made with their attributes; a row whose entry stays is the same element with
 * only its changed attributes written, so focus stays on it. The tree's events are handled
 * on the list (Explorer.tsx), which finds the row with `idOf`.
 */
import type { IconName } from './FileIcon';

/** What a row shows: everything its element's attributes and children depend on. */
export interface RowView {
  id: string;
  name: string;
  path: string;
  level: number;
  /** 1-based position among its siblings, and how many siblings (aria-posinset/setsize). */
  posInSet: number;
  setSize: number;
  /** A folder's open state; null for a file. */
  expanded: boolean | null;
  modified: boolean;
  /** The open file's row. */
  active: boolean;
  /** The row that takes Tab into the tree. */
  tabbable: boolean;
  icon: IconName;
}

/** Rows of these levels are indented by explorer.css (by aria-level); deeper rows get a style. */
export const CSS_LEVELS = 12;

export interface RowList {
  /** Makes the list's children these rows, in this order. */
  render(views: readonly RowView[]): void;
  /** The id of the row an event target is in, or null when it is in none. */
  idOf(target: EventTarget | null): string | null;
  /** The element of the row with this id, when it is rendered. */
  elementOf(id: string): HTMLElement | null;
}

interface Shown {
  el: HTMLLIElement;
  view: RowView;
  chevron: HTMLSpanElement | null;
  icon: HTMLSpanElement;
  name: HTMLSpanElement;
  dot: HTMLSpanElement | null;
}

const span = (className: string) => {
  const el = document.createElement('span');
  el.className = className;
  return el;
};

const chevronClass = (expanded: boolean) =>
  `explorer-chevron icon-${expanded ? 'chevron-down' : 'chevron-right'}`;

/** A modified row is named with its state (its icons are hidden from screen readers). */
const setLabel = (el: HTMLElement, view: RowView) => {
  if (view.modified) el.setAttribute('aria-label', `${view.name}, modified`);
  else el.removeAttribute('aria-label');
};

const setIndent = (el: HTMLElement, level: number) => {
  el.style.paddingLeft = level > CSS_LEVELS ? `${8 + (level - 1) * 14}px` : '';
};

export function createRowList(list: HTMLElement): RowList {
  const shown = new Map<string, Shown>();
  const byElement = new WeakMap<Element, string>();

  const create = (view: RowView): Shown => {
    const el = document.createElement('li');
    el.setAttribute('role', 'treeitem');
    el.dataset.id = view.id;
    el.setAttribute('aria-level', String(view.level));
    el.setAttribute('aria-posinset', String(view.posInSet));
    el.setAttribute('aria-setsize', String(view.setSize));
    if (view.expanded !== null) el.setAttribute('aria-expanded', String(view.expanded));
    el.setAttribute('aria-selected', String(view.active));
    if (view.modified) setLabel(el, view);
    el.tabIndex = view.tabbable ? 0 : -1;
    el.className = view.active ? 'explorer-row is-active' : 'explorer-row';
    if (view.level > CSS_LEVELS) setIndent(el, view.level);
    el.title = view.path;
    const chevron = view.expanded === null ? null : span(chevronClass(view.expanded));
    if (chevron) el.append(chevron);
    const icon = span(`file-icon icon-${view.icon}`);
    const name = span('explorer-name');
    name.textContent = view.name;
    el.append(icon, name);
    const dot = view.modified ? span('modified-dot') : null;
    if (dot) {
      dot.setAttribute('aria-hidden', 'true');
      el.append(dot);
    }
    byElement.set(el, view.id);
    return { el, view, chevron, icon, name, dot };
  };

  /** Writes what changed since the row was last shown. */
  const update = (row: Shown, view: RowView) => {
    const { el, view: was } = row;
    if (was.level !== view.level) {
      el.setAttribute('aria-level', String(view.level));
      setIndent(el, view.level);
    }
    if (was.posInSet !== view.posInSet) el.setAttribute('aria-posinset', String(view.posInSet));
    if (was.setSize !== view.setSize) el.setAttribute('aria-setsize', String(view.setSize));
    if (was.expanded !== view.expanded && view.expanded !== null) {
      el.setAttribute('aria-expanded', String(view.expanded));
      if (row.chevron) row.chevron.className = chevronClass(view.expanded);
    }
    if (was.active !== view.active) {
      el.setAttribute('aria-selected', String(view.active));
      el.className = view.active ? 'explorer-row is-active' : 'explorer-row';
    }
    if (was.tabbable !== view.tabbable) el.tabIndex = view.tabbable ? 0 : -1;
    if (was.path !== view.path) el.title = view.path;
    if (was.name !== view.name) row.name.textContent = view.name;
    if (was.icon !== view.icon) row.icon.className = `file-icon icon-${view.icon}`;
    if (was.modified !== view.modified || (view.modified && was.name !== view.name)) {
      setLabel(el, view);
      if (view.modified && !row.dot) {
        row.dot = span('modified-dot');
        row.dot.setAttribute('aria-hidden', 'true');
        el.append(row.dot);
      } else if (!view.modified && row.dot) {
        row.dot.remove();
        row.dot = null;
      }
    }
    row.view = view;
  };

  return {
    render(views) {
      const wanted = new Map<string, RowView>();
      for (const view of views) wanted.set(view.id, view);
      for (const [id, row] of shown) {
        const view = wanted.get(id);
        // A file and a folder never share an id; should one change kind, it is made again.
        if (view && (view.expanded === null) === (row.view.expanded === null)) continue;
        row.el.remove();
        shown.delete(id);
      }
      // In order: each row is moved only when it is not already where it belongs.
      let next: ChildNode | null = list.firstChild;
      for (const view of views) {
        let row = shown.get(view.id);
        if (row) update(row, view);
        else {
          row = create(view);
          shown.set(view.id, row);
        }
        if (row.el === next) next = next.nextSibling;
        else list.insertBefore(row.el, next);
      }
    },
    idOf(target) {
      const row = target instanceof Element ? target.closest('li[role="treeitem"]') : null;
      return row && list.contains(row) ? (byElement.get(row) ?? null) : null;
    },
    elementOf(id) {
      return shown.get(id)?.el ?? null;
    },
  };
}
