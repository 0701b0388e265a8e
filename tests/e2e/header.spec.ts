/**
 * The header bar: sidebar toggle, brand, the active file name with its orange dot, Save with its
 * shortcut hint, the Tips toggle, the theme toggle and the 'More Options' menu titled Quick
 * Actions, whose Security, Auto-Fix and Chat entries show info toasts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newFile, typeInEditor, waitForEditor } from './helpers';

/** The menu's entries, in order. An entry shows once its feature registers its command. */
const SPEC_ENTRIES = [
  'AI Assistant',
  'Terminal',
  'Music Player',
  'Auto-Fix',
  'Chat',
  'Dark/Light Mode',
  'Security',
  'Help',
  'How-To Guide',
];

const header = (page: Page) => page.getByRole('banner');
const menu = (page: Page) => page.getByRole('menu', { name: 'Quick Actions' });

async function openMore(page: Page) {
  await header(page).getByRole('button', { name: 'More Options' }).click();
  await expect(menu(page)).toBeVisible();
}

test.describe('header', () => {
  test('file name, orange dot and Save with its shortcut hint', async ({ page }) => {
    await page.goto('/');
    const save = header(page).getByRole('button', { name: /^Save/ });
    await expect(save).toBeDisabled();
    await expect(save).toContainText('Ctrl+S');
    await expect(header(page).getByRole('button', { name: 'Hide sidebar' })).toBeVisible();
    await expect(header(page)).toContainText('Editor');

    await newFile(page, 'head.js');
    await waitForEditor(page);
    await expect(header(page)).toContainText('head.js');
    await expect(header(page).getByRole('img', { name: 'Modified' })).toHaveCount(0);
    await typeInEditor(page, 'let x = 1;');
    await expect(header(page).getByRole('img', { name: 'Modified' })).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('head.js saved successfully')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(header(page).getByRole('img', { name: 'Modified' })).toHaveCount(0);
  });

  test('the sidebar toggle hides and shows the file explorer', async ({ page }) => {
    await page.goto('/');
    const explorer = page.getByRole('navigation', { name: 'File explorer' });
    await expect(explorer).toBeVisible();
    await header(page).getByRole('button', { name: 'Hide sidebar' }).click();
    await expect(explorer).toBeHidden();
    await header(page).getByRole('button', { name: 'Show sidebar' }).click();
    await expect(explorer).toBeVisible();
  });

  test('More Options lists its entries in order; each runs its command', async ({ page }) => {
    await page.goto('/');
    await openMore(page);
    const labels = await menu(page).locator('.ui-menu-label').allTextContents();
    // Only entries whose feature exists show, in order (the AI Assistant waits for the
    // AI drawer).
    expect(labels).toEqual(SPEC_ENTRIES.filter((entry) => labels.includes(entry)));
    for (const entry of SPEC_ENTRIES.filter((e) => e !== 'AI Assistant')) {
      expect(labels).toContain(entry);
    }

    const infos: [string, string, string][] = [
      ['Security', 'Security Panel', 'Security features integrated into AI drawer'],
      ['Auto-Fix', 'Auto-Fix', 'Auto-fix features integrated into editor'],
      ['Chat', 'Chat', 'Chat features coming soon'],
    ];
    await page.keyboard.press('Escape');
    for (const [entry, title, message] of infos) {
      await openMore(page);
      await menu(page).getByRole('menuitem', { name: entry }).click();
      const toast = page.locator('.toast').filter({ hasText: message });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(title);
    }

    for (const [entry, dialog] of [
      ['Music Player', /music/i],
      ['Help', /help/i],
      ['How-To Guide', /how-to/i],
    ] as const) {
      await openMore(page);
      await menu(page).getByRole('menuitem', { name: entry }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    }

    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await openMore(page);
    await menu(page).getByRole('menuitem', { name: 'Dark/Light Mode' }).click();
    await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');

    await openMore(page);
    await menu(page).getByRole('menuitem', { name: 'Terminal' }).click();
    await expect(header(page).getByRole('button', { name: 'Terminal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the menu works with the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/');
    const more = header(page).getByRole('button', { name: 'More Options' });
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('c'); // type-ahead to Chat
    await expect(menu(page).getByRole('menuitem', { name: 'Chat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chat features coming soon')).toBeVisible();
    await expect(more).toBeFocused();
  });

  test('Tips On / Tips Off switches beginner tips and is remembered', async ({ page }) => {
    await page.goto('/');
    const tips = header(page).getByRole('button', { name: /^Tips (On|Off)$/ });
    await expect(tips).toHaveText('Tips On'); // a first visit turns tips on
    await tips.click();
    await expect(tips).toHaveText('Tips Off');
    expect(await page.evaluate(() => localStorage.getItem('beginnerMode'))).toBe('false');
    await page.reload();
    await expect(tips).toHaveText('Tips Off');
    await tips.click();
    await expect(tips).toHaveText('Tips On');
  });

  test('the theme button switches light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await header(page).getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const width of [390, 800, 1024]) {
    test(`at ${width} px with a long file name every header control fits on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/?file=a-rather-long-file-name-for-testing-the-header.tsx');
      await expect(header(page)).toContainText('a-rather-long');
      const buttons = await header(page).getByRole('button').all();
      expect(buttons.length).toBeGreaterThan(4);
      for (const button of buttons) {
        if (!(await button.isVisible())) continue;
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThanOrEqual(24); // not squeezed
      }
      await openMore(page);
      await expect(menu(page).getByRole('menuitem', { name: 'Dark/Light Mode' })).toBeVisible();
    });
  }
});
