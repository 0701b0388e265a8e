/**
 * Community Hub: opens from its command and Ctrl+Shift+B with its chunk loaded only then; a
 * share link carries a file into a fresh browser; a malformed link is refused and changes no
 * file; templates create files.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoApp, guardNetwork } from './fixtures';
import {
  expectEditorToContain,
  newFile,
  scriptsFetched,
  seriousViolations,
  storedFileRecords,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

const fileNames = (page: Page) =>
  page.getByRole('tree', { name: 'Files' }).getByRole('treeitem').allInnerTexts();

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** What IndexedDB holds of the project, in an order that does not depend on writes. */
const storedFiles = async (page: Page) =>
  (await storedFileRecords(page)).map((r) => `${r.path}: ${r.content}`).sort();

test('the Community Hub opens from its shortcut and command, loads only then, and passes axe', async ({
  page,
}) => {
  // Two whole-page axe passes with the editor open are slow when the suite loads the machine.
  test.setTimeout(90_000);
  const scripts = scriptsFetched(page);
  await gotoApp(page);
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  expect(scripts.filter((s) => /CommunityPanel-/.test(s))).toEqual([]);

  await page.keyboard.press('ControlOrMeta+Shift+B');
  const dialog = page.getByRole('dialog', { name: 'Community Hub' });
  await expect(dialog.getByRole('heading', { name: 'Starter templates' })).toBeVisible();
  expect(scripts.filter((s) => /CommunityPanel-/.test(s))).toHaveLength(1);
  await expect(dialog).toContainText('Open a file to share it.');
  await expect(dialog.getByRole('link', { name: /MDN Web Docs/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // From the palette, and operable with the keyboard alone: Tab to a template, Enter.
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox').fill('Community Hub');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const use = dialog.getByRole('button', { name: /create shapes\.ts from the/i });
  for (let i = 0; i < 12 && !(await use.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(use).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('.editor-file-name')).toHaveText('shapes.ts');
  await waitForEditor(page);
  await expectEditorToContain(page, 'export function area(shape: Shape): number {');
  // A second use of the same template gets a free name.
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox').fill('Community Hub');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /create shapes\.ts from the/i }).click();
  await expect(page.locator('.editor-file-name')).toHaveText('shapes-2.ts');
  // Light and dark both pass.
  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
  await page.keyboard.press('ControlOrMeta+Shift+B');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a share link round-trips a file into a fresh browser context', async ({ page, browser }) => {
  await gotoApp(page);
  await newFile(page, 'shared.py');
  await waitForEditor(page);
  await typeInEditor(page, 'print("héllo from a link")');
  await page.locator('.editor-file-name').click();
  await page.keyboard.press('Alt+Shift+B'); // the second binding
  const dialog = page.getByRole('dialog', { name: 'Community Hub' });
  await dialog.getByRole('button', { name: 'Create share link for shared.py' }).click();
  const field = dialog.getByRole('textbox', { name: 'Share link for shared.py' });
  const link = await field.inputValue();
  expect(link).toMatch(/\/#share=[A-Za-z0-9_-]+$/);
  await expect(dialog).toContainText(/characters used/);

  const context = await browser.newContext();
  const outside = guardNetwork(context);
  const other = await context.newPage();
  await other.goto(link);
  await expect(notifications(other)).toContainText('"shared.py" was added to your files.');
  await expect(treeItem(other, 'shared.py')).toBeVisible();
  await expect(other.locator('.editor-file-name')).toHaveText('shared.py');
  await waitForEditor(other);
  await expectEditorToContain(other, 'print("héllo from a link")');
  // The fragment is gone, so a reload does not add it again.
  expect(new URL(other.url()).hash).toBe('');
  await other.reload();
  await expect(treeItem(other, 'shared.py')).toBeVisible();
  expect((await fileNames(other)).filter((n) => n.startsWith('shared'))).toHaveLength(1);

  // Opening it where the name is taken adds it under a free name and keeps the original.
  await other.goto(link);
  await expect(notifications(other)).toContainText('was added as "shared-2.py"');
  await expect(treeItem(other, 'shared-2.py')).toBeVisible();
  await expect(treeItem(other, 'shared.py')).toBeVisible();
  expect(outside).toEqual([]);
  await context.close();
});

test('a malformed or cut-off share link is refused and changes no file', async ({ page }) => {
  await gotoApp(page);
  await newFile(page, 'keep.js');
  await expect.poll(async () => (await storedFiles(page)).join('\n')).toContain('/keep.js');
  const namesBefore = await fileNames(page);
  const storedBefore = await storedFiles(page);

  await page.goto('/#share=not*a*link');
  const alert = notifications(page);
  await expect(alert).toContainText('Could not open the shared file');
  await expect(alert).toContainText('characters a share link never has');
  expect(await fileNames(page)).toEqual(namesBefore);

  await page.goto('/#share=8yXLSc7PV8jPS1GoLK7');
  await expect(notifications(page)).toContainText('damaged or incomplete');
  // A file made afterwards is stored after anything the link could have written.
  await newFile(page, 'after.js');
  await expect.poll(async () => (await storedFiles(page)).join('\n')).toContain('/after.js');
  expect((await fileNames(page)).filter((name) => name !== 'after.js')).toEqual(namesBefore);
  expect((await storedFiles(page)).filter((f) => !f.startsWith('/after.js:'))).toEqual(
    storedBefore,
  );
});
