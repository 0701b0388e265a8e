/**
 * Recover Saved Data: a stored record that cannot be read and a list kept aside under
 * `files.unreadable.*` are reachable from the start-up notice and from the palette; each can be
 * viewed, restored into the explorer and deleted after a confirmation.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedFiles, seriousViolations, treeItem } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Recover Saved Data' });
const kept = (page: Page, text: string) =>
  dialog(page).getByRole('listitem').filter({ hasText: text });

test('kept-aside data is viewed, restored into the explorer and deleted, from the notice and the palette', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('kept-seeded')) return;
    sessionStorage.setItem('kept-seeded', '1');
    // A list cut off part-way: its first item is whole.
    localStorage.setItem(
      'files.unreadable.x',
      '[{"name":"from-backup.js","content":"kept aside","path":"/from-backup.js"},{"name":"cu',
    );
  });
  await seedFiles(page, [
    {
      id: 'id-good',
      name: 'good.js',
      type: 'file',
      content: 'fine',
      path: '/good.js',
      modified: false,
      lastSaved: null,
    },
    // No id and no dates: not a record the editor can read, but its name and text are there.
    { name: 'rescued.js', type: 'file', content: 'rescued text', path: '/rescued.js' },
  ]);
  await page.goto('/');
  await expect(treeItem(page, 'good.js')).toBeVisible();
  await expect(treeItem(page, 'rescued.js')).toHaveCount(0);

  // From the notice at start.
  const notice = page.getByRole('alert').filter({ hasText: 'Some saved data could not be read' });
  await notice.getByRole('button', { name: 'Recover Saved Data' }).click();
  await expect(dialog(page).getByRole('listitem')).toHaveCount(2);
  const record = kept(page, 'rescued.js');
  await record.getByRole('button', { name: 'View' }).click();
  const text = record.getByRole('textbox');
  await expect(text).toHaveAttribute('readonly', '');
  await expect(text).toHaveValue(/"content": "rescued text"/);
  expect(await seriousViolations(page, '.panel-modal')).toEqual([]);
  await record.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog(page).getByRole('status')).toContainText('Restored 1 file');
  await expect(dialog(page).getByRole('status')).toContainText('Restored rescued.js.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(treeItem(page, 'rescued.js')).toBeVisible();

  // From the palette.
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: 'Search commands' }).fill('Recover Saved Data');
  await page.keyboard.press('Enter');
  const backup = kept(page, 'files.unreadable.x');
  await backup.getByRole('button', { name: 'View' }).click();
  await expect(backup.getByRole('textbox')).toHaveValue(/"content":"kept aside"/);
  await backup.getByRole('button', { name: 'Restore' }).click();
  const status = dialog(page).getByRole('status');
  await expect(status).toContainText('Restored from-backup.js.');
  await expect(status).toContainText('The saved text is damaged; 1 whole item could be read');

  await backup.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = backup.getByRole('group', { name: /Delete this from the browser for good/ });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Delete for good' }).click();
  await expect(kept(page, 'files.unreadable.x')).toHaveCount(0);
  await expect(dialog(page).getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('files.unreadable.x'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(treeItem(page, 'from-backup.js')).toBeVisible();

  // The restored files are stored like any other.
  await page.reload();
  await expect(treeItem(page, 'rescued.js')).toBeVisible();
  await expect(treeItem(page, 'from-backup.js')).toBeVisible();
});
