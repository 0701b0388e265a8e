import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { newFile, waitForEditor } from './helpers';

test.describe('command palette', () => {
  test('search, wrap-around arrows, Enter runs, Esc closes, reset on open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Create First File' });
    await opener.focus();
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await expect(palette).toContainText(/\d+ commands/);
    const search = palette.getByRole('combobox', { name: 'Search commands' });
    await expect(search).toBeFocused();

    const options = palette.getByRole('option');
    const count = await options.count();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp'); // wraps to the last
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown'); // and back to the first
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    await search.fill('theme');
    await expect(options).toHaveCount(1);
    await expect(palette).toContainText('1 command');
    await expect(options.first()).toContainText('Toggle Theme');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.keyboard.press('ControlOrMeta+k');
    await expect(search).toHaveValue('');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await search.fill('zzzz');
    await expect(palette).toContainText('No commands found for "zzzz"');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('opens from inside the editor, and runs file commands there', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'p.js');
    await waitForEditor(page);
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('close file');
    await palette.getByRole('option', { name: /Close File/ }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  });

  test('lists only commands that apply: no Save without an open file', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('save');
    await expect(palette).toContainText('No commands found for "save"');
  });

  test('has no serious accessibility violations when open', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.palette').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
