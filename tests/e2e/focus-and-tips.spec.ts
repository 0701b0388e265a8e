/**
 * Focus Mode: Ctrl/Cmd+Shift+F saves which panels are open, hides them, toasts, and restores
 * exactly that state on leaving. Beginner guidance: the first visit turns tips on and offers the
 * tour; tips show on hover and on keyboard focus, 'Got it!' dismisses one for the session; the tour
 * can be skipped, resumed and finished, and its completion is remembered.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seriousViolations } from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'File explorer' });
const statusBar = (page: Page) => page.getByRole('contentinfo');
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const tour = (page: Page) => page.locator('.tour-card');
/** More than the time a hover takes to show a tip. */
const HOVER_DELAY_MS = 1000;

async function openWelcome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
}

test.describe('Focus Mode', () => {
  test('Ctrl+Shift+F hides the sidebar and restores it; toasts and status marker', async ({
    page,
  }) => {
    await openWelcome(page);
    await expect(sidebar(page)).toBeVisible();
    await expect(statusBar(page)).not.toContainText('Focus Mode');

    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(sidebar(page)).toBeHidden();
    const on = toast(page, 'Focus Mode Activated');
    await expect(on).toBeVisible();
    await expect(on).toContainText('Press Ctrl+Shift+F to exit');
    await expect(statusBar(page)).toContainText('Focus Mode');

    // The marker is also the way out.
    await statusBar(page).getByRole('button', { name: 'Focus Mode' }).click();
    await expect(sidebar(page)).toBeVisible();
    const off = toast(page, 'Focus Mode Deactivated');
    await expect(off).toBeVisible();
    await expect(off).toContainText('Interface restored');
    await expect(statusBar(page)).not.toContainText('Focus Mode');
  });

  test('leaving restores the state from before, not whatever changed meanwhile', async ({
    page,
  }) => {
    await openWelcome(page);
    await page.getByRole('button', { name: 'Hide sidebar' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(toast(page, 'Focus Mode Activated')).toBeVisible();
    // Opened during Focus Mode; leaving goes back to the collapsed sidebar of before.
    await page.getByRole('button', { name: 'Show sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(toast(page, 'Focus Mode Deactivated')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('the shortcut is ignored while typing in a text field', async ({ page }) => {
    await openWelcome(page);
    await page.getByRole('searchbox', { name: 'Search files' }).click();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    // The same keys outside the field turn Focus Mode on: had the first press counted, this
    // second one would have turned it off again.
    await page.getByRole('heading', { name: 'Welcome to the editor' }).click();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(toast(page, 'Focus Mode Activated')).toHaveCount(1);
    await expect(sidebar(page)).toBeHidden();
    await expect(toast(page, 'Focus Mode Deactivated')).toHaveCount(0);
  });

  test('the Focus Mode card and the palette enter it too', async ({ page }) => {
    await openWelcome(page);
    await page
      .getByRole('list', { name: 'Features' })
      .getByRole('button', { name: 'Enter Focus Mode' })
      .click();
    await expect(toast(page, 'Focus Mode Activated')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Search commands' }).fill('focus mode');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Focus Mode Deactivated')).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
  });
});

test.describe('beginner tips', () => {
  test('the first visit turns tips on, records the visit and offers the tour', async ({ page }) => {
    await openWelcome(page);
    const stored = await page.evaluate(() => ({
      visited: localStorage.getItem('hasVisited'),
      beginner: localStorage.getItem('beginnerMode'),
    }));
    expect(stored).toEqual({ visited: 'true', beginner: 'true' });
    await expect(page.getByRole('button', { name: 'Tips On' })).toBeVisible();
    // Offered on the welcome screen, not in a toast over the workspace.
    const offer = page.locator('.welcome-tour-offer');
    await expect(offer).toContainText('New here? A short tour shows the main areas');
    await expect(
      page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }),
    ).toHaveAccessibleDescription(/^New here\?/);
    await expect(toast(page, 'New here?')).toHaveCount(0);

    // A second visit offers nothing.
    await page.reload();
    await expect(
      page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }),
    ).not.toHaveAccessibleDescription(/New here/);
    await expect(page.getByText('New here?')).toHaveCount(0);
  });

  test('hovering shows a tip; Got it! dismisses it for the session', async ({ page }) => {
    // The page's clock, to move past the hover delay at once.
    await page.clock.install();
    await openWelcome(page);
    await page.locator('.explorer-title').hover();
    const tip = page.getByRole('dialog', { name: 'File Explorer' });
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Your files and folders.');
    await tip.getByRole('button', { name: 'Got it!' }).click();
    await expect(tip).toBeHidden();

    await page.mouse.move(700, 500);
    await page.locator('.explorer-title').hover();
    await page.clock.fastForward(HOVER_DELAY_MS);
    await expect(tip).toBeHidden();
    // Another target's tip still shows after the same delay.
    await page.getByRole('banner').getByRole('button', { name: 'Terminal' }).hover();
    await page.clock.fastForward(HOVER_DELAY_MS);
    await expect(page.locator('.tip')).toContainText('Terminal');
  });

  test('the close button dismisses too; the tip sits beside its target', async ({ page }) => {
    await openWelcome(page);
    await page.locator('.explorer-title').hover();
    const tip = page.getByRole('dialog', { name: 'File Explorer' });
    await expect(tip).toBeVisible();
    const target = (await page.locator('.explorer-header').boundingBox())!;
    const box = (await tip.boundingBox())!;
    // Preferred side: right of the explorer header, inside the window with a 16 px margin.
    expect(box.x).toBeGreaterThanOrEqual(target.x + target.width);
    expect(box.y).toBeGreaterThanOrEqual(16);
    await tip.getByRole('button', { name: 'Close tip' }).click();
    await expect(tip).toBeHidden();
  });

  test('keyboard focus shows the tip; Tab enters it, Enter dismisses it', async ({ page }) => {
    await openWelcome(page);
    const add = page.getByRole('button', { name: 'New file or folder' });
    await page.getByRole('button', { name: 'Hide sidebar' }).focus();
    // Tab along the header until the explorer's button has focus.
    for (let i = 0; i < 20 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(add).toBeFocused();
    const tip = page.getByRole('dialog', { name: 'File Explorer' });
    await expect(tip).toBeVisible();
    await expect(add).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Tab');
    await expect(tip.getByRole('button', { name: 'Got it!' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tip).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('Esc hides a tip shown by keyboard focus', async ({ page }) => {
    await openWelcome(page);
    await page.getByRole('searchbox', { name: 'Search files' }).focus();
    await page.keyboard.press('Shift+Tab');
    const tip = page.getByRole('dialog', { name: 'File Explorer' });
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('Save, terminal and AI toggles, language badges and Auto-Correct have tips', async ({
    page,
  }) => {
    await page.goto('/?file=tips.js');
    await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 20_000 });
    const tip = page.locator('.tip');
    await page.getByRole('banner').getByRole('button', { name: 'Terminal' }).hover();
    await expect(tip).toContainText('Terminal');
    await expect(tip).toContainText('simulated');
    await page.locator('[data-tip="language-badges"]').hover();
    await expect(tip).toContainText('LSP means');
    await page.getByRole('banner').getByRole('button', { name: 'Toggle AI panel' }).hover();
    await expect(tip).toContainText('Opens the AI drawer');
    await page.locator('[data-tip="auto-correct"]').hover();
    await expect(tip).toContainText('selecting code offers corrections');
    // The header's Save is disabled until the file changes: type a character, then point at it.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.type('x');
    await page.getByRole('banner').getByRole('button', { name: /^Save/ }).hover();
    await expect(tip).toContainText('Saves the open file');
  });

  test('with Tips Off nothing shows', async ({ page }) => {
    await page.clock.install();
    await openWelcome(page);
    await page.getByRole('button', { name: 'Tips On' }).click();
    await expect(page.getByRole('button', { name: 'Tips Off' })).toBeVisible();
    await page.locator('.explorer-title').hover();
    await page.clock.fastForward(HOVER_DELAY_MS);
    await expect(page.getByRole('dialog', { name: 'File Explorer' })).toHaveCount(0);
  });
});

test.describe('the tour', () => {
  test('walks through the areas, can be skipped and resumed, and is remembered', async ({
    page,
  }) => {
    await openWelcome(page);
    await page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }).click();
    await expect(tour(page)).toBeVisible();
    await expect(tour(page)).toContainText(/Step 1 of \d+/);
    await expect(page.getByRole('dialog', { name: 'The header' })).toBeVisible();
    await expect(tour(page).getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Your files' })).toBeVisible();
    await expect(tour(page)).toContainText(/Step 2 of \d+/);

    // Skip: the tour closes and is not completed; it resumes at the same step.
    await page.keyboard.press('Escape');
    await expect(tour(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('tourCompleted'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Resume the Tour' }).click();
    await expect(tour(page)).toContainText(/Step 2 of \d+/);

    await tour(page).getByRole('button', { name: 'Back' }).click();
    await expect(tour(page)).toContainText(/Step 1 of \d+/);
    const total = Number((await tour(page).locator('.tour-count').innerText()).split(' of ')[1]);
    for (let i = 1; i < total; i++) await tour(page).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'The status bar' })).toBeVisible();
    await tour(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tour(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('tourCompleted'))).toBe('true');

    await page.reload();
    await expect(
      page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }),
    ).toBeVisible();
  });

  test('Skip tour closes it from the button', async ({ page }) => {
    await openWelcome(page);
    await page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }).click();
    await expect(tour(page)).toBeVisible();
    await tour(page).getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour(page)).toBeHidden();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a tip and the tour card have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openWelcome(page);
    await page.locator('.explorer-title').hover();
    await expect(page.getByRole('dialog', { name: 'File Explorer' })).toBeVisible();
    expect(await seriousViolations(page, '.tip')).toEqual([]);
    await page.mouse.move(700, 600);
    await page.locator('.welcome-actions').getByRole('button', { name: 'Take the Tour' }).click();
    await expect(tour(page)).toBeVisible();
    expect(await seriousViolations(page, '.tour-card')).toEqual([]);
  });
}
