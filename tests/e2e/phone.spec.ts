/**
 * On a phone (390×844) and a tablet (768×1024), touch screens both: every screen fits the width
 * (nothing to press runs off the edge) and every control outside the code and the terminal's
 * text is a target of at least 44×44 px.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openProject } from './helpers';

interface Audit {
  pageWidth: number;
  width: number;
  off: string[];
  small: string[];
}

/** What runs off the edge, and which targets are under 44 px, on the screen now. */
function audit(page: Page): Promise<Audit> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="treeitem"]',
      ),
    ].filter((el) => shown(el) && !el.closest('.monaco-editor, .xterm, .skip-link'));
    // A checkbox's target is its label.
    const target = (el: Element) =>
      (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) || el;
    return {
      pageWidth: document.documentElement.scrollWidth,
      width,
      off: controls
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.right > width + 1 || r.left < -1;
        })
        .map(label),
      small: controls
        .map(target)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width < 43.5 || r.height < 43.5;
        })
        .map((el) => {
          const r = el.getBoundingClientRect();
          return `${label(el)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
    };
  });
}

async function expectFits(page: Page, screen: string) {
  const found = await audit(page);
  expect(found.pageWidth, `${screen}: the page is no wider than the screen`).toBeLessThanOrEqual(
    found.width,
  );
  expect(found.off, `${screen}: controls off the edge`).toEqual([]);
  expect(found.small, `${screen}: targets under 44 px`).toEqual([]);
}

for (const [width, height] of [
  [390, 844],
  [768, 1024],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('every screen fits, and every control is a finger-sized target', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
      await expectFits(page, 'welcome');

      await openProject(page, [{ path: '/main.py', content: 'print("hi")\n' }]);
      await expectFits(page, 'editor');

      await page.getByRole('button', { name: 'Run File' }).click();
      const terminal = page.getByRole('region', { name: 'Terminal' });
      await expect(terminal.locator('.run-xterm')).toContainText('Exited', { timeout: 60_000 });
      await expectFits(page, 'Run tab');
      await terminal.getByRole('button', { name: 'Hide Terminal' }).click();

      await page.getByRole('button', { name: 'More Options' }).click();
      await expectFits(page, 'More Options');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Show all commands' }).click();
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
      await expectFits(page, 'palette');
      await page.keyboard.press('Escape');

      // The AI drawer is a sheet over the editor with its own close.
      await page.getByRole('button', { name: 'More Options' }).click();
      await page.getByRole('menuitem', { name: /^AI Assistant/ }).click();
      const drawer = page.getByRole('complementary', { name: 'AI Assistant' });
      await expect(drawer).toBeVisible();
      await expectFits(page, 'AI drawer');
      await drawer.getByRole('button', { name: 'Close AI drawer' }).click();
      await expect(drawer).toBeHidden();

      const sidebar = page.getByRole('button', { name: /^(Show|Hide) sidebar$/ });
      if ((await sidebar.getAttribute('aria-label')) === 'Show sidebar') await sidebar.click();
      await expect(page.getByRole('tree', { name: 'Files' })).toBeVisible();
      await expectFits(page, 'explorer');
    });
  });
}
