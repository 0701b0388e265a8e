/**
 * Run History as a learner uses it: each run keeps the files as they were, what it printed and
 * how it ended; an earlier version is compared with now and restored, one file or the whole
 * project, and a restore is itself kept, so nothing is lost.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  editorText,
  expectEditorToContain,
  seedFiles,
  seriousViolations,
  setEditorText,
  waitForEditor,
} from './helpers';

const file = (id: string, path: string, content: string) => ({
  id,
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
});

async function openProject(page: Page, files: object[]) {
  await seedFiles(page, files);
  await page.addInitScript(() => {
    if (!localStorage.getItem('activeFileId')) localStorage.setItem('activeFileId', 'f0');
  });
  await page.goto('/');
  await waitForEditor(page);
}

const runScreen = (page: Page) =>
  page.getByRole('region', { name: 'Terminal' }).locator('.run-xterm .xterm-rows');

async function runAndSee(page: Page, text: RegExp) {
  await page.getByRole('button', { name: 'Run File' }).click();
  await expect
    .poll(async () => (await runScreen(page).innerText()).replace(/\u00a0/g, ' '))
    .toMatch(text);
}

const history = (page: Page) => page.getByRole('dialog', { name: 'Run History' });
const runs = (page: Page) => history(page).getByRole('list', { name: 'Kept runs, newest first' });

test.describe('run history', () => {
  test('keeps each run, compares an earlier one with now, restores a file and the project', async ({
    page,
  }) => {
    await openProject(page, [
      file(
        'f0',
        '/main.js',
        'const { greet } = require("./greet.js");\nconsole.log(greet("one"));\n',
      ),
      file('f1', '/greet.js', 'exports.greet = (n) => `hello ${n}`;\n'),
    ]);
    await runAndSee(page, /hello one\s+Exited in/);
    await setEditorText(
      page,
      'const { greet } = require("./greet.js");\nconsole.log(greet("two"));\n',
    );
    await runAndSee(page, /hello two\s+Exited in/);

    await page.getByRole('button', { name: 'Run History' }).click();
    await expect(runs(page).getByRole('listitem')).toHaveCount(2);
    const [newest, oldest] = [
      runs(page).getByRole('listitem').first(),
      runs(page).getByRole('listitem').nth(1),
    ];
    await expect(newest).toContainText('Ran main.js');
    await expect(newest).toContainText(/Exited in \d/);
    await newest.getByText('What it printed (1 line)').click();
    await expect(newest.getByRole('textbox', { name: /What it printed/ })).toHaveValue(
      'hello two\n',
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // The first run's main.js beside today's, in the diff editor.
    await oldest.getByRole('button', { name: /^Compare with now: main\.js/ }).click();
    const compare = history(page).getByRole('region', { name: 'Compare main.js with now' });
    await expect(compare.locator('.monaco-diff-editor')).toBeVisible();
    await expect(compare.locator('.monaco-diff-editor .editor.original')).toContainText(
      'greet("one")',
    );
    await expect(compare.locator('.monaco-diff-editor .editor.modified')).toContainText(
      'greet("two")',
    );
    await compare.getByRole('button', { name: 'Restore main.js' }).click();
    await expect(compare).toHaveCount(0);
    await expectEditorToContain(page, 'greet("one")');
    // The files as they were before the restore are an entry of their own.
    await expect(runs(page).getByRole('listitem')).toHaveCount(3);
    const before = runs(page).getByRole('listitem').first();
    await expect(before).toContainText('Before restoring main.js: the files as they were');

    // Restoring the project from that entry brings "two" back: nothing was lost.
    await before.getByRole('button', { name: /^Restore the project/ }).click();
    await expect.poll(() => editorText(page)).toContain('greet("two")');
    await expect(runs(page).getByRole('listitem')).toHaveCount(4);
    await page.screenshot({ path: 'test-results/run-history.png' });

    // The whole project's runs, and erasing them, asked first.
    await history(page).getByRole('button', { name: 'Erase history' }).click();
    const ask = page.getByRole('dialog', { name: 'Erase run history?' });
    await ask.getByRole('button', { name: 'Erase history' }).click();
    await expect(history(page).getByText(/No run has kept main\.js yet/)).toBeVisible();
  });

  test('a run stopped while it hangs leaves its snapshot', async ({ page }) => {
    await openProject(page, [
      file('f0', '/spin.js', 'console.log("spinning");\nwhile (true) {}\n'),
    ]);
    await runAndSee(page, /spinning/);
    await page.getByRole('button', { name: 'Stop Run' }).click();
    await expect.poll(async () => runScreen(page).innerText()).toMatch(/Stopped after/);
    await page.getByRole('button', { name: 'Run History' }).click();
    const entry = runs(page).getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Ran spin.js');
    await expect(entry).toContainText(/Stopped after \d/);
  });
});
