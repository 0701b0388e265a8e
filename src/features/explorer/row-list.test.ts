// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRowList, type RowView } from './row-list';

const view = (id: string, more: Partial<RowView> = {}): RowView => ({
  id,
  name: `${id}.js`,
  path: `/${id}.js`,
  level: 1,
  posInSet: 1,
  setSize: 1,
  expanded: null,
  modified: false,
  active: false,
  tabbable: false,
  icon: 'code',
  ...more,
});

const setup = () => {
  const tree = document.createElement('ul');
  document.body.append(tree);
  const list = createRowList(tree);
  const ids = () => [...tree.children].map((el) => (el as HTMLElement).dataset.id);
  return { tree, list, ids };
};

describe('createRowList', () => {
  it("writes each row's role, state, position, name and icons", () => {
    const { tree, list } = setup();
    list.render([
      view('src', {
        name: 'src',
        path: '/src',
        expanded: true,
        icon: 'folder-open',
        setSize: 2,
        tabbable: true,
      }),
      view('app', {
        path: '/src/app.js',
        level: 2,
        posInSet: 1,
        setSize: 1,
        active: true,
        modified: true,
      }),
    ]);
    const [folder, file] = [...tree.children] as HTMLElement[];
    expect(folder!.outerHTML).toBe(
      '<li role="treeitem" data-id="src" aria-level="1" aria-posinset="1" aria-setsize="2" ' +
        'aria-expanded="true" aria-selected="false" tabindex="0" ' +
        'class="explorer-row icon-folder-open" title="/src">src</li>',
    );
    expect(file!.outerHTML).toBe(
      '<li role="treeitem" data-id="app" aria-level="2" aria-posinset="1" aria-setsize="1" ' +
        'aria-selected="true" aria-label="app.js, modified" tabindex="-1" ' +
        'class="explorer-row icon-code is-active is-modified" title="/src/app.js">app.js</li>',
    );
  });

  it('keeps the element of a row that stays, writing only what changed', () => {
    const { tree, list } = setup();
    list.render([view('src', { name: 'src', expanded: false, icon: 'folder' })]);
    const before = tree.firstElementChild as HTMLElement;
    before.focus();
    list.render([
      view('src', { name: 'src', expanded: true, icon: 'folder-open', tabbable: true }),
      view('a', { level: 2 }),
    ]);
    expect(tree.firstElementChild).toBe(before);
    expect(document.activeElement).toBe(before);
    expect(before.getAttribute('aria-expanded')).toBe('true');
    expect(before.tabIndex).toBe(0);
    expect(before.className).toBe('explorer-row icon-folder-open');
    // Renamed, modified, opened and saved again: the name, the label and the classes follow.
    list.render([view('a', { modified: true, name: 'b.js' })]);
    const row = tree.firstElementChild as HTMLElement;
    expect(row.getAttribute('aria-label')).toBe('b.js, modified');
    expect(row.textContent).toBe('b.js');
    expect(row.className).toBe('explorer-row icon-code is-modified');
    list.render([view('a', { name: 'b.js', active: true })]);
    expect(row.hasAttribute('aria-label')).toBe(false);
    expect(row.className).toBe('explorer-row icon-code is-active');
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(tree.children).toHaveLength(1);
  });

  it('puts rows in the order given, removing those no longer shown', () => {
    const { list, ids } = setup();
    list.render(['a', 'b', 'c', 'd'].map((id) => view(id)));
    list.render(['d', 'b', 'e', 'a'].map((id) => view(id)));
    expect(ids()).toEqual(['d', 'b', 'e', 'a']);
    list.render([]);
    expect(ids()).toEqual([]);
    list.render(['c', 'a'].map((id) => view(id)));
    expect(ids()).toEqual(['c', 'a']);
  });

  it('indents rows deeper than the style sheet does with a style of their own', () => {
    const { tree, list } = setup();
    list.render([view('deep', { level: 14 })]);
    const row = tree.firstElementChild as HTMLElement;
    expect(row.style.paddingLeft).toBe(`${8 + 13 * 14}px`);
    list.render([view('deep', { level: 3 })]);
    expect(row.style.paddingLeft).toBe('');
    expect(row.getAttribute('aria-level')).toBe('3');
  });

  it('finds the row of an event target, and nothing outside the rows', () => {
    const { tree, list } = setup();
    list.render([view('a'), view('b')]);
    const name = tree.children[1]!.firstChild;
    expect(list.idOf(tree.children[1]!)).toBe('b');
    // A text node is not an element: a click's target is always the row.
    expect(list.idOf(name)).toBeNull();
    expect(list.idOf(tree)).toBeNull();
    expect(list.idOf(document.body)).toBeNull();
    expect(list.elementOf('a')).toBe(tree.children[0]);
    expect(list.elementOf('gone')).toBeNull();
  });

  it('makes a row again when its entry changes kind', () => {
    const { tree, list } = setup();
    list.render([view('x')]);
    const file = tree.firstElementChild;
    list.render([view('x', { expanded: false, icon: 'folder' })]);
    expect(tree.firstElementChild).not.toBe(file);
    expect(tree.children).toHaveLength(1);
    expect(tree.firstElementChild!.getAttribute('aria-expanded')).toBe('false');
  });
});
