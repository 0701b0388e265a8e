/**
 * The explorer's rows as DOM elements, kept by this module rather than by React. A large tree shows
 * a window of some thirty rows that changes on every opened folder, search key and scroll: React
 * made four fibers per row and set each prop through its generic property code, a cost paid for
 * every new row before the browser had done any style or layout. Here a row is one element, its
 * name its text and its icons drawn by the style sheet (explorer.css), made with its attributes; a
 * row whose entry stays is the same element with only its changed attributes written, so focus
 * stays on it. The tree's events are handled on the list (Explorer.tsx), which finds the row with
 * `idOf`.
 */
import type { IconName } from './FileIcon';

/** What a row shows: everything its element's attributes, classes and text depend on. */
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
const CSS_LEVELS = 12;

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
}

/**
 * A row's classes: its icons (explorer.css draws them in its ::before box, and a modified
 * file's dot in its ::after), whether it is the open file's, whether it is modified.
 */
const classOf = (view: RowView) =>
  `explorer-row icon-${view.icon}${view.active ? ' is-active' : ''}${
    view.modified ? ' is-modified' : ''
  }`;

/** A modified row is named with its state (its icons and dot are not read out). */
const setLabel = (el: HTMLElement, view: RowView) => {
  if (view.modified) el.setAttribute('aria-label', `${view.name}, modified`);
  else el.removeAttribute('aria-label');
};

const setIndent = (el: HTMLElement, level: number) => {
  el.style.paddingLeft = level > CSS_LEVELS ? `${8 + (level - 1) * 14}px` : '';
};

export function createRowList(list: HTMLElement): RowList {
  const shown = new Map<string, Shown>();

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
    el.className = classOf(view);
    if (view.level > CSS_LEVELS) setIndent(el, view.level);
    el.title = view.path;
    el.textContent = view.name;
    return { el, view };
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
    }
    if (was.active !== view.active) el.setAttribute('aria-selected', String(view.active));
    if (was.icon !== view.icon || was.active !== view.active || was.modified !== view.modified) {
      el.className = classOf(view);
    }
    if (was.tabbable !== view.tabbable) el.tabIndex = view.tabbable ? 0 : -1;
    if (was.path !== view.path) el.title = view.path;
    if (was.name !== view.name) el.textContent = view.name;
    if (was.modified !== view.modified || (view.modified && was.name !== view.name)) {
      setLabel(el, view);
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
      const row =
        target instanceof Element ? target.closest<HTMLElement>('li[role="treeitem"]') : null;
      const id = row?.dataset.id;
      // Only a row of this list, as it is shown now.
      return id !== undefined && shown.get(id)?.el === row ? id : null;
    },
    elementOf(id) {
      return shown.get(id)?.el ?? null;
    },
  };
}
