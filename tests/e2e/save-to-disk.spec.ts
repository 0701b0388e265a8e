/**
 * Save to Disk: a folder opened with the folder picker stays linked, and Save to Disk writes
 * changed and new files back to it. Playwright cannot drive the browser's own picker, so the
 * picker here hands over a real directory of the Origin Private File System, pre-filled.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  expectEditorToContain,
  seriousViolations,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

/** The text of a file in the private file system's `site` folder, null when it is not there. */
function diskText(page: Page, path: string) {
  return page.evaluate(async (parts: string[]) => {
    try {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('site');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const file = await dir.getFileHandle(parts.at(-1) ?? '');
      return await (await file.getFile()).text();
    } catch {
      return null;
    }
  }, path.split('/'));
}

test('a folder opened from the computer is linked, and Save to Disk writes changed and new files back', async ({
  page,
}) => {
  test.slow(); // a reload, and Monaco on a loaded machine
  await page.addInitScript(() => {
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('tourCompleted', 'true');
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const root = await navigator.storage.getDirectory();
        const site = await root.getDirectoryHandle('site', { create: true });
        const write = async (dir: FileSystemDirectoryHandle, name: string, text: string) => {
          const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
          await writable.write(text);
          await writable.close();
        };
        await write(site, 'index.html', '<h1>Hello</h1>');
        await write(await site.getDirectoryHandle('lib', { create: true }), 'util.js', 'same();');
        return site;
      },
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Import files or a folder' }).click();
  await page.getByRole('menuitem', { name: 'Open Folder…' }).click();
  await expect(page.getByText('Linked to the folder "site"')).toBeVisible();
  await expect(page.getByText('site saves to the folder “site” on this computer')).toBeVisible();
  expect(await seriousViolations(page, '.explorer')).toEqual([]);

  await treeItem(page, 'index.html').click();
  await waitForEditor(page);
  await typeInEditor(page, '<p>from the editor</p>');
  await expectEditorToContain(page, 'from the editor');

  // A new file and a new empty folder inside the linked folder.
  await treeItem(page, 'site').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'New File…' }).click();
  await page.getByRole('dialog', { name: 'New File' }).getByRole('textbox').fill('notes.md');
  await page.keyboard.press('Enter');
  await treeItem(page, 'site').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'New Folder…' }).click();
  await page.getByRole('dialog', { name: 'New Folder' }).getByRole('textbox').fill('docs');
  await page.keyboard.press('Enter');
  await expect(treeItem(page, 'docs')).toBeVisible();

  await page.getByRole('button', { name: 'Save to Disk' }).click();
  const saved = page.getByText('Saved 2 files to "site"');
  await expect(saved).toBeVisible();
  await expect(
    page.getByText('Wrote index.html. Created notes.md. Made 1 folder: docs.'),
  ).toBeVisible();
  expect(await diskText(page, 'index.html')).toBe('<h1>Hello</h1><p>from the editor</p>');
  expect(await diskText(page, 'notes.md')).toBe('');
  expect(await diskText(page, 'lib/util.js')).toBe('same();');

  // The link outlives a reload: the folder's handle is kept in IndexedDB.
  await page.reload();
  await expect(page.getByText('site saves to the folder “site” on this computer')).toBeVisible();
  await page.getByRole('button', { name: 'Save to Disk' }).click();
  await expect(page.getByText('"site" is up to date')).toBeVisible();
});
