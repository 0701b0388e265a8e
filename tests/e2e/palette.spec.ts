/**
 * The command palette as a person uses it: Ctrl/Cmd+K opens it with a command count, typing
 * filters, arrows wrap, Enter runs, Esc closes and focus goes back, search is empty again on
 * reopening, and a query that matches nothing says so.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectEditorToContain, newFile, seriousViolations, waitForEditor } from './helpers';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => palette(page).getByRole('combobox', { name: 'Search commands' });
/** The option whose title is `title` (its name goes on with the description and keys). */
const option = (page: Page, title: string) =>
  palette(page).getByRole('option', { name: new RegExp(`^${title} `) });
const selected = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

async function openWelcome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
}

test.describe('command palette', () => {
  test('Ctrl+K opens it; type, arrows wrap, Enter runs; it reopens empty', async ({ page }) => {
    await openWelcome(page);
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    expect(before === 'light' || before === 'dark').toBe(true);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toBeVisible();
    await expect(search(page)).toBeFocused();
    await expect(palette(page).getByRole('status')).toHaveText(/^\d+ commands$/);
    for (const title of ['New File', 'New Folder', 'Toggle Theme', 'Show All Commands']) {
      await expect(option(page, title)).toBeVisible();
    }

    // Arrow keys wrap around: up from the first goes to the last, down from there to the first.
    const options = palette(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const firstId = await options.first().getAttribute('id');
    await expect(search(page)).toHaveAttribute('aria-activedescendant', firstId!);

    await page.keyboard.type('theme');
    await expect(option(page, 'Toggle Theme')).toBeVisible();
    await expect(selected(page)).toHaveAccessibleName(/^Toggle Theme /);
    await expect(option(page, 'New File')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');

    // Search and selection start fresh each time.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(search(page)).toHaveValue('');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(option(page, 'New File')).toBeVisible();
  });

  test('a query that matches nothing says so; Esc closes and focus goes back', async ({ page }) => {
    await openWelcome(page);
    const opener = page.getByRole('button', { name: 'Show all commands' });
    await opener.click();
    await expect(palette(page)).toBeVisible();
    await search(page).fill('zzzz');
    await expect(palette(page).getByText('No commands found for "zzzz"')).toBeVisible();
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a click runs a command, and Ctrl+K works from inside the code editor', async ({ page }) => {
    await openWelcome(page);
    await newFile(page, 'palette.js');
    await waitForEditor(page);
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.type('const a = 1;');

    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toBeVisible();
    await expect(search(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    // Focus is back in the editor: typing goes on where it was.
    await page.keyboard.type(' // ok');
    await expectEditorToContain(page, 'const a = 1; // ok');

    await page.keyboard.press('ControlOrMeta+k');
    await search(page).fill('save');
    await option(page, 'Save File').click();
    await expect(palette(page)).toBeHidden();
    await expect(page.getByText('palette.js saved successfully')).toBeVisible();
  });

  test('the open palette has no serious accessibility violations', async ({ page }) => {
    await openWelcome(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toBeVisible();
    await search(page).fill('file');
    await expect(palette(page).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
