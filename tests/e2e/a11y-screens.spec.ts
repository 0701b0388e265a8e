/**
 * axe finds nothing serious or critical on any screen a person meets, in the light and the dark
 * theme: the editor with a file open (its dimmed last line number too), the command palette, the
 * language picker, each of the eight panels, the auto-fix diff and the debugger (its toolbar, a
 * breakpoint, the Run and Debug view and the stepped output). The welcome screen, the AI
 * drawer and the terminal are checked in both themes by a11y.spec.ts, ai-drawer.spec.ts and
 * terminal.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoApp } from './fixtures';
import { seedFiles, seriousViolations, storedEntry, treeItem, waitForEditor } from './helpers';

/** Code the auto-fix changes: `var` and a provably safe `==`. */
const CODE = `var count = 1;
if (typeof count == "number") {
  console.log(count);
}

function total(items) {
  let sum = 0;
  for (const item of items) sum += item.price;
  return sum;
}
`;

/** The eight panels, by the palette command that opens each and the dialog's name. */
const PANELS = [
  ['Beginner Help', 'Beginner Help'],
  ['How-To Guide', 'How-To Guide'],
  ['About', 'About'],
  ['Experience AI Music', 'AI Music'],
  ['Performance Optimizer', 'Performance Optimizer'],
  ['Community Hub', 'Community Hub'],
  ['Accessibility Center', 'Accessibility Center'],
  ['Documentation Maker', 'Documentation Maker'],
] as const;

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** A returning visitor in `theme` with fix.js open in the editor. */
async function openFile(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await seedFiles(page, [storedEntry('/fix.js', 'file', CODE)]);
  await gotoApp(page);
  await treeItem(page, 'fix.js').click();
  await waitForEditor(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function runFromPalette(page: Page, title: string) {
  await page.keyboard.press('ControlOrMeta+k');
  await palette(page).getByRole('combobox').fill(title);
  await palette(page)
    .getByRole('option', { name: new RegExp(`^${title} `) })
    .click();
}

// As on Linux, where Monaco dims the number of the empty line after a final newline.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('the editor with a file open', async ({ page }) => {
      await openFile(page, theme);
      await expect(page.locator('.monaco-editor .line-numbers.dimmed-line-number')).toHaveText(
        String(CODE.split('\n').length),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the command palette', async ({ page }) => {
      await openFile(page, theme);
      await page.keyboard.press('ControlOrMeta+k');
      await palette(page).getByRole('combobox').fill('file');
      await expect(palette(page).getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the language picker', async ({ page }) => {
      await openFile(page, theme);
      await page.locator('#language-picker-button').click();
      await expect(page.getByRole('dialog', { name: /^Select the language of / })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const [command, name] of PANELS) {
      test(`the ${name} panel`, async ({ page }) => {
        await openFile(page, theme);
        await runFromPalette(page, command);
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the debugger', async ({ page }) => {
      await openFile(page, theme);
      // A breakpoint in total(), and a run stepped to it: call stack, variables, output.
      await page.locator('.monaco-editor .view-line').nth(7).click();
      await page.keyboard.press('F9');
      await page.getByRole('button', { name: 'Step Through' }).click();
      const toolbar = page.getByRole('region', { name: /^Debugger/ });
      await expect(toolbar).toContainText(/Step 1\b/);
      await toolbar.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(toolbar).toContainText(/finished/);
      await expect(page.getByRole('tabpanel', { name: 'Run and Debug' })).toContainText('count');
      await expect(page.locator('.monaco-editor .debug-breakpoint')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the auto-fix diff', async ({ page }) => {
      await openFile(page, theme);
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('ControlOrMeta+Shift+f');
      await page.getByRole('button', { name: 'Show changes' }).click({ timeout: 20_000 });
      const diff = page.getByRole('dialog', { name: 'What Auto-Fix changed in fix.js' });
      await expect(diff.locator('.monaco-diff-editor .view-lines').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
