/**
 * The global shortcuts that exist in this build, run through the command registry, their second
 * bindings for keys a browser keeps (Ctrl+N, Ctrl+T), and touch: a swipe from the left edge opens
 * the sidebar, a swipe to the left closes it, a double tap on the editor header toggles Focus Mode.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { typeInEditor, waitForEditor } from './helpers';

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

async function openWelcome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  // Start with the focus on the page itself, as after a click on empty space.
  await page.locator('.welcome h1').click();
}

test.describe('global shortcuts', () => {
  test('Ctrl+K palette, Ctrl+B sidebar, Ctrl+Shift+F Focus Mode', async ({ page }) => {
    await openWelcome(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await page.keyboard.press('Escape');

    const explorer = page.getByRole('navigation', { name: 'File explorer' });
    await page.keyboard.press('ControlOrMeta+b');
    await expect(explorer).toBeHidden();
    await page.keyboard.press('ControlOrMeta+b');
    await expect(explorer).toBeVisible();

    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(toast(page, 'Focus Mode Activated')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(toast(page, 'Focus Mode Deactivated')).toBeVisible();
  });

  test('theme: Ctrl+T where the browser passes it, and Alt+T', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openWelcome(page);
    const html = page.locator('html');
    await page.keyboard.press('Alt+t');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('ControlOrMeta+t');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('new file: Ctrl+N where the browser passes it, and Alt+N', async ({ page }) => {
    await openWelcome(page);
    const dialog = page.getByRole('dialog', { name: 'New File' });
    await page.keyboard.press('Alt+n');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('ControlOrMeta+n');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').fill('keys.js');
    await page.keyboard.press('Enter');
    await waitForEditor(page);
    await expect(page.locator('.editor-file-name')).toHaveText('keys.js');
  });

  test('Ctrl+S saves; quantum analysis (Ctrl+Shift+Q, Alt+Shift+Q) reports quality', async ({
    page,
  }) => {
    await page.goto('/?file=quality.js');
    await waitForEditor(page);
    await typeInEditor(page, 'var total = 0;\nfunction add(n) {\n  total = total + n;\n}\n');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('quality.js saved successfully')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+Shift+Q');
    const report = toast(page, 'Quantum Analysis: quality.js');
    await expect(report).toBeVisible();
    await expect(report).toContainText(/Complexity \d+%, maintainability \d+%\./);
    await report.getByRole('button', { name: /dismiss|close/i }).click();
    await expect(report).toBeHidden();
    await page.keyboard.press('Alt+Shift+Q');
    await expect(report).toBeVisible();
  });

  test('quantum analysis of an empty file says there is nothing to analyse', async ({ page }) => {
    await page.goto('/?file=empty.js');
    await waitForEditor(page);
    await page.locator('.editor-file-name').click();
    await page.keyboard.press('Alt+Shift+Q');
    await expect(toast(page, 'empty.js is empty')).toBeVisible();
  });

  test('the panels and the terminal open from their shortcuts', async ({ page }) => {
    await openWelcome(page);
    const panels: [string, RegExp][] = [
      ['ControlOrMeta+Shift+M', /music/i],
      ['ControlOrMeta+Shift+O', /performance/i],
      ['ControlOrMeta+Shift+B', /community/i],
      ['ControlOrMeta+Shift+X', /accessibility/i],
    ];
    for (const [key, name] of panels) {
      await page.locator('.welcome h1').click();
      await page.keyboard.press(key);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    const terminal = page.getByRole('banner').getByRole('button', { name: 'Terminal' });
    await page.locator('.welcome h1').click();
    await page.keyboard.press('ControlOrMeta+`');
    await expect(terminal).toHaveAttribute('aria-pressed', 'true');
  });

  test('every shortcut of the registry is listed on the welcome screen', async ({ page }) => {
    await openWelcome(page);
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    // Read the list once it shows: evaluateAll does not wait, and the palette's code can still be
    // arriving on a busy machine.
    await expect(palette.getByRole('option').first()).toBeVisible();
    const keyed = await palette
      .getByRole('option')
      .filter({ has: page.locator('.palette-key') })
      .evaluateAll((options) =>
        options.map((o) => o.querySelector('.palette-title, [class*="title"]')?.textContent ?? ''),
      );
    await page.keyboard.press('Escape');
    const list = page.getByRole('region', { name: 'Keyboard shortcuts' });
    for (const title of keyed.filter(Boolean)) {
      await expect(list.getByRole('term').filter({ hasText: title }).first()).toBeAttached();
    }
    expect(keyed.length).toBeGreaterThan(5);
  });
});

test.describe('touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /**
   * A swipe's touches sent back to back, like the double tap's: one round trip each, on a busy
   * test machine, stretched a swipe past the 500 ms a swipe may take.
   */
  async function swipe(page: Page, from: [number, number], to: [number, number]) {
    const cdp = await page.context().newCDPSession(page);
    const point = ([x, y]: [number, number]) => [{ x, y, id: 1 }];
    const moves = [1, 2, 3, 4].map((i) =>
      point([from[0] + ((to[0] - from[0]) * i) / 4, from[1] + ((to[1] - from[1]) * i) / 4]),
    );
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) }),
      ...moves.map((touchPoints) =>
        cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints }),
      ),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    await cdp.detach();
  }

  /** Two taps sent back to back, so a busy test machine does not stretch the gap past 300 ms. */
  async function doubleTap(page: Page, x: number, y: number) {
    const cdp = await page.context().newCDPSession(page);
    const touchPoints = [{ x, y, id: 1 }];
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    await cdp.detach();
  }

  test('a swipe from the left edge opens the sidebar; a swipe left closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
    const explorer = page.getByRole('navigation', { name: 'File explorer' });
    await expect(explorer).toBeHidden(); // a drawer, closed, below 768 px
    // Not from the edge: nothing happens (a gesture acts as its touch ends, before `swipe` returns).
    await swipe(page, [150, 400], [320, 400]);
    await expect(explorer).toBeHidden();
    await swipe(page, [4, 400], [200, 405]);
    await expect(explorer).toBeVisible();
    await swipe(page, [300, 400], [60, 400]);
    await expect(explorer).toBeHidden();
  });

  test('a double tap on the editor header toggles Focus Mode', async ({ page }) => {
    await page.goto('/?file=tap.js');
    await waitForEditor(page);
    const name = page.locator('.editor-file-name');
    const box = (await name.boundingBox())!;
    const x = box.x + 4;
    const y = box.y + box.height / 2;
    await doubleTap(page, x, y);
    await expect(toast(page, 'Focus Mode Activated')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Focus Mode');
    // One tap alone does nothing: after it, a double tap a little further on (too far to pair
    // with it) leaves Focus Mode, where a counted single tap would have made it enter again.
    await page.touchscreen.tap(x, y);
    await doubleTap(page, x + 14, y);
    await expect(toast(page, 'Focus Mode Deactivated')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).not.toContainText('Focus Mode');
  });
});
