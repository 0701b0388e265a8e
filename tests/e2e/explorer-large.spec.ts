/**
 * A 5,000-file project (issue 10): the explorer renders only the rows in view, and the keyboard
 * still reaches every row, the search still finds any file, and opening a far row works.
 */
import { test, expect } from './fixtures';
import { seedFiles } from './helpers';

const COUNT = 5000;

test('a 5,000-file folder renders a window of rows and stays keyboard operable', async ({
  page,
}) => {
  const entries = [
    {
      id: 'big',
      name: 'big',
      type: 'folder',
      content: '',
      path: '/big',
      modified: false,
      lastSaved: null,
      expanded: true,
    },
    ...Array.from({ length: COUNT }, (_, i) => ({
      id: `f${i}`,
      name: `file-${i}.js`,
      type: 'file',
      content: `export const n = ${i};\n`,
      path: `/big/file-${i}.js`,
      modified: false,
      lastSaved: null,
    })),
  ];
  await seedFiles(page, entries);
  await page.goto('/');

  const tree = page.getByRole('tree', { name: 'Files' });
  const folder = tree.getByRole('treeitem', { name: 'big' });
  await expect(folder).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'file-0.js' })).toHaveAttribute(
    'aria-setsize',
    String(COUNT),
  );
  const rendered = await tree.getByRole('treeitem').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(100);

  // End goes to the last file (numbers sort as numbers), which is rendered and focused.
  await folder.focus();
  await page.keyboard.press('End');
  const lastRow = tree.getByRole('treeitem', { name: `file-${COUNT - 1}.js` });
  await expect(lastRow).toBeFocused();
  await expect(lastRow).toHaveAttribute('aria-posinset', String(COUNT));
  await page.keyboard.press('ArrowUp');
  await expect(tree.getByRole('treeitem', { name: `file-${COUNT - 2}.js` })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(folder).toBeFocused();

  // Enter on a far row opens it.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(lastRow).toHaveAttribute('aria-selected', 'true');

  // The search finds a file from the middle of the list.
  await page.getByRole('searchbox', { name: 'Search files' }).fill('file-2500.js');
  await expect(tree.getByRole('treeitem', { name: 'file-2500.js' })).toBeVisible();
  await expect(tree.getByRole('treeitem')).toHaveCount(2);

  // A search that matches nothing, then an empty one: the whole tree is back, from the top
  // (it was last scrolled to the end), still a window of rows.
  const search = page.getByRole('searchbox', { name: 'Search files' });
  await search.fill('no-such-file');
  await expect(page.getByText('No files match your search')).toBeVisible();
  await search.fill('');
  await expect(folder).toBeInViewport();
  await expect(tree.getByRole('treeitem', { name: 'file-0.js' })).toBeInViewport();
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);
});

test('expanding a large folder below a scrolled tree shows the rows where the folder is', async ({
  page,
}) => {
  const folder = (name: string, expanded: boolean) => ({
    id: name,
    name,
    type: 'folder',
    content: '',
    path: `/${name}`,
    modified: false,
    lastSaved: null,
    expanded,
  });
  const files = (dir: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${dir}${i}`,
      name: `${dir}-${i}.js`,
      type: 'file',
      content: '',
      path: `/${dir}/${dir}-${i}.js`,
      modified: false,
      lastSaved: null,
    }));
  // 150 open rows (too few to window), then a closed folder of 5,000 files.
  const entries = [folder('a', true), ...files('a', 150), folder('b', false), ...files('b', COUNT)];
  await seedFiles(page, entries);
  await page.goto('/');

  const tree = page.getByRole('tree', { name: 'Files' });
  const b = tree.getByRole('treeitem', { name: 'b', exact: true });
  await b.scrollIntoViewIfNeeded();
  await expect(tree.getByRole('treeitem', { name: 'a-0.js' })).not.toBeInViewport();
  await b.click();
  await expect(b).toHaveAttribute('aria-expanded', 'true');
  // The tree now renders only a window of rows: the one around the folder, not the top.
  await expect(b).toBeInViewport();
  await expect(tree.getByRole('treeitem', { name: 'b-0.js' })).toBeInViewport();
  await expect(tree.getByRole('treeitem', { name: 'a-149.js' })).toBeAttached();
  await expect(tree.getByRole('treeitem', { name: 'a-0.js' })).not.toBeAttached();
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);
});
