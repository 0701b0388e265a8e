import { test, expect } from './fixtures';
import { newFile, waitForEditor, seriousViolations } from './helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`the workspace has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await newFile(page, 'a11y.js');
    await waitForEditor(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the skip link moves focus into the editor area', async ({ page }) => {
  await page.goto('/');
  // A person presses Tab once the page shows, not while it is still being built.
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to editor' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Create First File' })).toBeFocused();
});

test('the explorer is operable with the keyboard', async ({ page }) => {
  await page.goto('/');
  await newFile(page, 'k.js');
  // The new file's editor takes the focus once it has loaded; the user goes back to the tree.
  await waitForEditor(page);
  const tree = page.getByRole('tree', { name: 'Files' });
  await tree.getByRole('treeitem', { name: 'welcome.md' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(tree.getByRole('treeitem', { name: 'k.js' })).toBeFocused();
  await page.keyboard.press('F2');
  await expect(page.getByRole('dialog', { name: 'Rename File' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tree.getByRole('treeitem', { name: 'k.js' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.editor-file-name')).toHaveText('welcome.md');
});
