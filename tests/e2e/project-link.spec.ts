/**
 * Share Project Link: the whole project travels in the link's fragment; opened in another
 * browser it lands in a new folder of its own, beside that browser's files.
 */
import { test, expect, guardNetwork } from './fixtures';
import {
  expectEditorToContain,
  seedFiles,
  seriousViolations,
  treeItem,
  waitForEditor,
  storedEntry as entry,
} from './helpers';

test('a project link carries every text file into a new folder in a fresh browser', async ({
  page,
  browser,
}) => {
  await seedFiles(page, [
    entry('/notes.md', 'file', '# Notes\nCafé 🙂\n'),
    entry('/src', 'folder'),
    entry('/src/app.js', 'file', 'console.log("shared");\n'),
    entry('/empty', 'folder'),
  ]);
  await page.goto('/');
  await expect(treeItem(page, 'notes.md')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Search commands' }).fill('Share Project Link');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share Project Link' });
  const link = dialog.getByRole('textbox', { name: 'Project link (2 files)' });
  await expect(link).toHaveValue(/#project=[A-Za-z0-9_-]+$/);
  await expect(dialog.getByText(/^[\d,]+ of 32,000 characters used/)).toBeVisible();
  const url = await link.inputValue();
  expect(await seriousViolations(page, '.panel-modal')).toEqual([]);

  const context = await browser.newContext();
  const outside = guardNetwork(context);
  const fresh = await context.newPage();
  await fresh.addInitScript(() => {
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('tourCompleted', 'true');
  });
  await fresh.goto(url);
  await expect(fresh.getByText('Shared project opened')).toBeVisible();
  await expect(
    fresh.getByText('2 files were added in the new folder "shared-project".'),
  ).toBeVisible();
  await expect(treeItem(fresh, 'welcome.md')).toBeVisible(); // their own file stays
  await expect(treeItem(fresh, 'shared-project')).toBeVisible();
  await expect(treeItem(fresh, 'empty')).toBeVisible();
  await waitForEditor(fresh);
  await expectEditorToContain(fresh, 'Café 🙂');
  expect(fresh.url()).not.toContain('#project');
  await treeItem(fresh, 'src').click();
  await treeItem(fresh, 'app.js').click();
  await expectEditorToContain(fresh, 'console.log("shared");');

  // The same link again: another new folder, nothing replaced.
  await fresh.goto(url);
  await expect(treeItem(fresh, 'shared-project-2')).toBeVisible();
  await expect(treeItem(fresh, 'shared-project')).toBeVisible();
  await context.close();
  expect(outside).toEqual([]);
});

test('a project too big for a link says to use the zip, and its button downloads it', async ({
  page,
}) => {
  // Text that hardly compresses: well past what a link holds.
  let seed = 7;
  const words = Array.from({ length: 9000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return seed.toString(36);
  }).join(' ');
  await seedFiles(page, [entry('/big.txt', 'file', words)]);
  await page.goto('/');
  await expect(treeItem(page, 'big.txt')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Search commands' }).fill('Share Project Link');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share Project Link' });
  await expect(dialog.getByRole('alert')).toContainText('This project is too big for a link');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Project as Zip' }).click();
  expect((await download).suggestedFilename()).toBe('project.zip');
});
