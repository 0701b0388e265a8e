/**
 * Performance Optimizer: opens from Ctrl+Shift+O and the palette with its chunk loaded only
 * then; shows figures read from the browser; hints for the open file jump to their line; the
 * editor settings apply to Monaco at once and persist.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoApp, reloadApp } from './fixtures';
import {
  expectEditorToContain,
  newFile,
  scriptsFetched,
  seriousViolations,
  typeInEditor,
  waitForEditor,
} from './helpers';

async function openFromPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox').fill('Performance Optimizer');
  await page.keyboard.press('Enter');
}

const row = (page: Page, label: string | RegExp) =>
  page.getByRole('dialog', { name: 'Performance Optimizer' }).getByRole('row', { name: label });

test('the Performance Optimizer opens from its shortcut, loads only then, shows real figures and passes axe', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await gotoApp(page);
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  expect(scripts.filter((s) => /PerformancePanel-/.test(s))).toEqual([]);

  await page.keyboard.press('ControlOrMeta+Shift+O');
  const dialog = page.getByRole('dialog', { name: 'Performance Optimizer' });
  await expect(dialog.getByRole('heading', { name: 'This browser, now' })).toBeVisible();
  expect(scripts.filter((s) => /PerformancePanel-/.test(s))).toHaveLength(1);

  // The figures are the browser's own.
  const ready = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return nav!.domContentLoadedEventEnd;
  });
  await expect(row(page, /Page ready/)).toContainText(
    ready >= 1000 ? `${(ready / 1000).toFixed(2)} s` : `${Math.round(ready)} ms`,
  );
  await expect(row(page, /Long tasks/)).toContainText(/none since the page loaded|\d+, .* in all/);
  await expect(row(page, /JavaScript memory/)).toContainText(/used of .* allocated \(limit/);
  await expect(row(page, /Storage used/)).toContainText(/of .* available to this site/);
  await expect(dialog).toContainText('Open a file to get performance hints for it.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: Esc closes, focus goes back; the palette opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openFromPalette(page);
  await expect(dialog).toBeVisible();
  const refresh = dialog.getByRole('button', { name: 'Refresh figures' });
  for (let i = 0; i < 4 && !(await refresh.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(refresh).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, /Storage used/)).toContainText(/of .* available to this site/);
});

test('hints for the open file jump to their line; the open models are counted', async ({
  page,
}) => {
  await gotoApp(page);
  await newFile(page, 'slow.js');
  await waitForEditor(page);
  await typeInEditor(page, 'let a = 1;\nlet b = 2;\nif (a == b) a = b;');
  await page.locator('.editor-file-name').click();

  await page.keyboard.press('ControlOrMeta+Shift+O');
  const dialog = page.getByRole('dialog', { name: 'Performance Optimizer' });
  await expect(dialog.getByRole('heading', { name: 'Hints for slow.js' })).toBeVisible();
  await expect(dialog).toContainText('1 hint from the AI engine');
  await expect(dialog).toContainText('Use ===');
  await expect(row(page, /Open editor models/)).toContainText(/\d+ models?, \d+ lines/);
  await expect(row(page, /Open editor models/)).toContainText('slow.js');

  await dialog.getByRole('button', { name: /^Go to line 3, column 7/ }).press('Enter');
  await expect(dialog).toBeHidden();
  // The cursor is on line 3, column 7, and the editor has focus: typing lands there.
  await page.keyboard.type('=');
  await expectEditorToContain(page, 'if (a === b) a = b;');
});

test('editor settings for slow machines apply at once and persist', async ({ page }) => {
  await gotoApp(page);
  await newFile(page, 'settings.js');
  await waitForEditor(page);
  const minimap = page.locator('.monaco-editor .minimap');
  await expect(minimap).toBeVisible();

  await page.locator('.editor-file-name').click();
  await page.keyboard.press('ControlOrMeta+Shift+O');
  const dialog = page.getByRole('dialog', { name: 'Performance Optimizer' });
  const showMinimap = dialog.getByRole('checkbox', { name: 'Show the minimap' });
  await expect(showMinimap).toBeChecked();
  await showMinimap.focus();
  await page.keyboard.press('Space');
  await expect(showMinimap).not.toBeChecked();
  await expect(minimap).toBeHidden();

  const largeFile = dialog.getByRole('checkbox', { name: 'Large-file mode' });
  await largeFile.check();
  await page.keyboard.press('Escape');
  // Large-file mode turns folding off: no folding controls in the gutter.
  await typeInEditor(page, 'function f() {\nreturn 1;\n}');
  await expect(
    page.locator(
      '.monaco-editor .margin-view-overlays .codicon-folding-expanded, .monaco-editor .margin-view-overlays .codicon-folding-collapsed',
    ),
  ).toHaveCount(0);

  await reloadApp(page);
  await page.keyboard.press('Alt+Shift+O'); // the second binding
  await expect(dialog.getByRole('checkbox', { name: 'Show the minimap' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Large-file mode' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Large-file mode' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Show the minimap' }).check();
  await page.keyboard.press('Escape');
  await waitForEditor(page);
  await expect(minimap).toBeVisible();
  await expect(
    page.locator('.monaco-editor .margin-view-overlays .codicon-folding-expanded').first(),
  ).toBeAttached();
});

test('suggestions open while typing code, not in strings or comments', async ({ page }) => {
  await gotoApp(page);
  await newFile(page, 'suggest.js');
  await waitForEditor(page);
  const list = page.locator('.monaco-editor .suggest-widget.visible');
  await typeInEditor(page, 'const totalPrice = 10;');
  for (const line of ['const note = "the tot', '// the totalPrice is the tot']) {
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    // At a person's pace: each key is a new chance for the list to open.
    await page.keyboard.type(line, { delay: 60 });
    // Long enough for Monaco's quick suggestions (10 ms) and the word list to come back: a list
    // that does not open leaves nothing on the page to wait for.
    await page.waitForTimeout(1000);
    await expect(list).toHaveCount(0);
  }
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('tot', { delay: 60 });
  await expect(list).toBeVisible({ timeout: 10_000 });
  await expect(list).toContainText('totalPrice');
  await page.keyboard.press('Escape');
  await expectEditorToContain(page, '// the totalPrice is the tot\ntot');
});
