/**
 * After a reload the screen comes back as it was: the explorer hidden or shown, the terminals
 * (new ones of the same types) with the tab that showed, the preview, the AI drawer on its tab
 * and an open panel.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openProject, waitForEditor } from './helpers';

const terminal = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const terminalTabs = (page: Page) => terminal(page).getByRole('list', { name: 'Terminals' });
const drawer = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' });
const preview = (page: Page) => page.getByRole('complementary', { name: 'Preview of index.html' });

test('the layout comes back after a reload as it was', async ({ page }) => {
  await openProject(page, [
    { path: '/index.html', content: '<!doctype html><h1>Hi</h1>\n' },
    { path: '/main.py', content: 'print("hi")\n' },
  ]);
  // Nothing stored yet: the first screen is the default one.
  await expect(terminal(page)).toHaveCount(0);
  await expect(drawer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Run File' }).click();
  await expect(preview(page)).toBeVisible();
  await terminal(page).getByRole('button', { name: 'Select Terminal Type' }).click();
  await page
    .getByRole('menu', { name: 'Select Terminal Type' })
    .getByRole('menuitem', { name: /^Python/ })
    .click();
  await expect(
    terminalTabs(page).getByRole('button', { name: 'Python', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  // The Run tab is the one shown when the page is left.
  await terminalTabs(page).getByRole('button', { name: 'Run' }).click();
  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
  await drawer(page).getByRole('tab', { name: 'Analyze' }).click();
  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Show sidebar' })).toBeVisible();

  await page.reload();
  await waitForEditor(page);
  await expect(page.getByRole('button', { name: 'Show sidebar' })).toBeVisible();
  await expect(preview(page)).toBeVisible();
  await expect(
    page
      .frameLocator('iframe.preview-frame')
      .frameLocator('iframe >> nth=-1')
      .getByRole('heading', { name: 'Hi' }),
  ).toBeVisible();
  await expect(terminalTabs(page).getByRole('button', { name: 'Run' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(terminalTabs(page).getByRole('button', { name: 'Bash', exact: true })).toBeVisible();
  await expect(
    terminalTabs(page).getByRole('button', { name: 'Python', exact: true }),
  ).toBeVisible();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('tab', { name: 'Analyze' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Closing everything is kept too; a panel open at the reload comes back.
  await drawer(page).getByRole('button', { name: 'Close AI drawer' }).click();
  await terminal(page).getByRole('button', { name: /^Hide/ }).click();
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await page.keyboard.press('ControlOrMeta+Shift+x');
  await expect(page.getByRole('dialog', { name: 'Accessibility Center' })).toBeVisible();
  await page.reload();
  await waitForEditor(page);
  await expect(page.getByRole('dialog', { name: 'Accessibility Center' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide sidebar' })).toBeVisible();
  await expect(terminal(page)).toHaveCount(0);
  await expect(drawer(page)).toBeHidden();
});
