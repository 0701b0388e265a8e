/**
 * Popups work from the keyboard the same with the system's "reduce motion" on as off: each takes
 * focus when it opens, arrows move in it, typing reaches its search box, and Escape closes it and
 * gives focus back to what opened it.
 */
import { test, expect } from './fixtures';
import { openProject, treeItem } from './helpers';

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`popups with reduced motion ${reducedMotion}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
    });

    test('More Options, the language picker and a context menu take focus and close on Escape', async ({
      page,
    }) => {
      await openProject(page, [
        { path: '/notes.txt', content: 'some notes\n' },
        { path: '/main.py', content: 'print(1)\n' },
      ]);

      // More Options, opened from the keyboard: its first entry has focus, arrows move.
      const more = page.getByRole('banner').getByRole('button', { name: 'More Options' });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Quick Actions' });
      await expect(menu).toBeVisible();
      const items = menu.getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();

      // The language picker: what is typed goes into its search box.
      const pickerButton = page.locator('#language-picker-button');
      await pickerButton.click();
      const picker = page.getByRole('dialog', { name: /^Select the language of / });
      const search = picker.getByRole('combobox', {
        name: 'Search languages by name or extension',
      });
      await expect(search).toBeFocused();
      await page.keyboard.type('mark');
      await expect(search).toHaveValue('mark');
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(pickerButton).toBeFocused();

      // The explorer's context menu.
      await treeItem(page, 'main.py').click({ button: 'right' });
      const contextMenu = page.getByRole('menu');
      await expect(contextMenu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(contextMenu.getByRole('menuitem').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(contextMenu).toBeHidden();
    });

    test('the tour takes focus and Escape closes it', async ({ page }) => {
      await page.goto('/');
      await page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }).click();
      const card = page.locator('.tour-card');
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Your files' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
    });
  });
}
