import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newFile, waitForEditor } from './helpers';

const corpusFile = (name: string) =>
  readFileSync(path.join('test-fixtures', 'detection', name), 'utf8');

const bar = (page: Page) => page.getByRole('region', { name: 'Language detected' });

/** Opens a new untitled.txt and pastes `lines` into it, as a beginner pastes code. */
async function pasteIntoUntitled(page: Page, lines: string[]): Promise<void> {
  await page.goto('/');
  await newFile(page, 'untitled.txt');
  await waitForEditor(page);
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join('\n'));
  await page.locator('.monaco-editor .view-lines').click();
  await expect(page.locator('.monaco-editor.focused')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+v');
}

/** The confidence the bar shows, in percent. */
async function shownPercent(page: Page): Promise<number> {
  const text = (await bar(page).textContent()) ?? '';
  const match = /(\d+)% sure/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match?.[1]);
}

test.describe('detection you can trust', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a JavaScript file with a PHP tag inside a string is offered as JavaScript, not PHP', async ({
    page,
  }) => {
    // The corpus's file: a tutorial page that shows PHP tags in JavaScript strings.
    await pasteIntoUntitled(page, corpusFile('javascript/php-in-string.js').split('\n'));
    await expect(bar(page)).toBeVisible({ timeout: 20_000 });
    await expect(bar(page)).toContainText('JavaScript');
    await expect(bar(page)).not.toContainText('PHP');
    await expect(bar(page).getByRole('button', { name: 'Use JavaScript' })).toBeVisible();
  });

  test('TypeScript with typed destructured parameters is offered as TypeScript', async ({
    page,
  }) => {
    await pasteIntoUntitled(page, [
      'export function formatUser({ id, name }) {',
      '  return `${name} (#${id})`;',
      '}',
      '',
      'export function greet({ first, last }: { first: string; last: string }) {',
      '  return `Hello, ${first} ${last}!`;',
      '}',
      '',
      "console.log(formatUser({ id: '1', name: 'Ada' }), greet({ first: 'Grace', last: 'Hopper' }));",
    ]);
    await expect(bar(page)).toBeVisible({ timeout: 20_000 });
    await expect(bar(page)).toContainText('TypeScript');
    await bar(page).getByRole('button', { name: 'Use TypeScript' }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.locator('#language-picker-button')).toHaveText('TypeScript');
  });

  test('code that could be TypeScript or JavaScript is not shown as certain', async ({ page }) => {
    // Valid TypeScript without a single annotation: JavaScript is the honest answer, but not a
    // sure one.
    await pasteIntoUntitled(page, [
      'const scores = [72, 88, 95, 61];',
      'const passed = scores.filter((s) => s >= 60);',
      'const average = scores.reduce((a, b) => a + b, 0) / scores.length;',
      'console.log(`Passed: ${passed.length}, average: ${average.toFixed(1)}`);',
    ]);
    await expect(bar(page)).toBeVisible({ timeout: 20_000 });
    await expect(bar(page)).toContainText('JavaScript');
    expect(await shownPercent(page)).toBeLessThan(90);
  });
});
