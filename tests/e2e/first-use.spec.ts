/**
 * What a first-time user trips over: toasts over controls, menus that need two clicks, a menu
 * with no title, keys that land in the file when a part of the app could not be fetched, and the
 * backend button that never said it was checking.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { editorText, newFile, typeInEditor, waitForEditor } from './helpers';

async function openWelcome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('toasts sit in the bottom corner, clear of the AI drawer and the editor header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWelcome(page);
  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
  const drawer = page.locator('.ai-drawer');
  const loadLabel = await drawer
    .getByRole('button', { name: /^Load / })
    .first()
    .textContent();
  const load = drawer.getByRole('button', { name: loadLabel ?? '' });
  await expect(load).toBeVisible();
  await newFile(page, 'first.js');
  const toast = page.locator('.toast').filter({ hasText: 'File Created' });
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  expect(overlaps(toastBox, await box(drawer))).toBe(false);
  expect(overlaps(toastBox, await box(page.locator('.editor-chrome')))).toBe(false);
  expect(toastBox.y).toBeGreaterThan(400);
  // The drawer's buttons take a click while the toast shows.
  await load.click();
  await expect(toast).toBeVisible();
  await expect(load).toBeHidden();
});

test('every menu opens again with one click after Escape, a click outside or a choice', async ({
  page,
}) => {
  await openWelcome(page);
  const menus: { button: Locator; name: string }[] = [
    { button: page.getByRole('button', { name: 'Quick Actions' }), name: 'Quick Actions' },
    // The header's menu is named for what it holds.
    { button: page.getByRole('button', { name: 'More Options' }), name: 'Quick Actions' },
    {
      button: page.getByRole('button', { name: 'Import files or a folder' }),
      name: 'Import files or a folder',
    },
    {
      button: page.getByRole('button', { name: 'New file or folder' }),
      name: 'New file or folder',
    },
  ];
  for (const { button, name } of menus) {
    const menu = page.getByRole('menu', { name });
    for (const close of ['Escape', 'outside'] as const) {
      await button.click();
      await expect(menu).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.getByRole('heading', { name: 'Welcome to the editor' }).click();
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu, `${name} after ${close}`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  }
  // After a choice: New File's dialog, cancelled, then the menu again at once.
  const newButton = menus[3]!.button;
  await newButton.click();
  await page.getByRole('menuitem', { name: /^New File/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New File' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await newButton.click();
  await expect(page.getByRole('menu', { name: 'New file or folder' })).toBeVisible();
});

test("the terminal's type menu shows its title, Select Terminal Type", async ({ page }) => {
  await openWelcome(page);
  await page.keyboard.press('ControlOrMeta+`');
  await page.getByRole('button', { name: 'Select Terminal Type' }).click();
  const menu = page.getByRole('menu', { name: 'Select Terminal Type' });
  await expect(menu).toBeVisible();
  await expect(
    page.locator('.ui-menu').getByText('Select Terminal Type', { exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(9);
});

test('the language picker takes the focus in its search box, so typing filters', async ({
  page,
}) => {
  await openWelcome(page);
  await newFile(page, 'pick.txt');
  await waitForEditor(page);
  await page
    .getByRole('button', { name: /^Language: Plain Text/ })
    .first()
    .click();
  const search = page.getByRole('combobox', { name: 'Search languages by name or extension' });
  await expect(search).toBeFocused();
  await page.keyboard.type('rust');
  await expect(search).toHaveValue('rust');
});

test.describe('a part of the app that cannot be fetched', () => {
  test('is fetched once more, and the keys typed for it arrive in it', async ({ page }) => {
    let failed = 0;
    await page.route(/\/assets\/PaletteDialog-[^/?]+\.js$/, (route) => {
      failed += 1;
      return route.abort('failed');
    });
    await openWelcome(page);
    await newFile(page, 'base.txt');
    await waitForEditor(page);
    await typeInEditor(page, 'BASE');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('open help');
    const search = page.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toHaveValue('open help');
    expect(failed).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await editorText(page)).toBe('BASE');
  });

  test('when it cannot be fetched at all, the keys meant for it go nowhere', async ({ page }) => {
    await page.route(/\/assets\/PaletteDialog-[^/?]+\.js/, (route) => route.abort('failed'));
    await openWelcome(page);
    await newFile(page, 'base.txt');
    await waitForEditor(page);
    await typeInEditor(page, 'BASE');
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('open help');
    // The page reloads by itself to fetch the app again; the file holds only what was typed
    // into it.
    await reloaded;
    await page.getByRole('treeitem', { name: 'base.txt' }).click();
    await waitForEditor(page);
    expect(await editorText(page)).toBe('BASE');
  });
});

test("One-Click Start Backend says it is checking, then finds this page's own server", async ({
  page,
}) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let down = true;
  await page.route('**/api/health', async (route) => {
    if (down) return route.fulfill({ status: 404, body: 'Not Found' });
    await answered;
    return route.fallback();
  });
  await openWelcome(page);
  const start = page.getByRole('button', { name: 'One-Click Start Backend' });
  await expect(start).toBeVisible();
  down = false;
  await start.click();
  await expect(page.getByRole('button', { name: 'Starting Backend...' })).toBeDisabled();
  answer();
  await expect(page.locator('.toast').filter({ hasText: 'Backend Connected' })).toContainText(
    "This page's own server answers.",
  );
  await expect(page.getByRole('heading', { name: 'No backend found' })).toBeHidden();
});
