import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  newFile,
  seedFiles,
  seriousViolations,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

const picker = (page: Page) => page.getByRole('dialog', { name: /^Select the language of / });
const pickerButton = (page: Page) => page.locator('#language-picker-button');
const badges = (page: Page) => page.locator('.editor-header .language-badges');

/** The CSS class Monaco gives the token that shows `text` (mtk1 is the default colour). */
async function tokenClass(page: Page, text: string): Promise<string> {
  const token = page.locator('.monaco-editor .view-lines span span', { hasText: text }).first();
  await expect(token).toBeVisible();
  return (await token.getAttribute('class')) ?? '';
}

test.describe('languages', () => {
  test('the picker searches by extension, hides Popular while searching, and sets the language', async ({
    page,
  }) => {
    await page.goto('/');
    await newFile(page, 'scratch.txt');
    await waitForEditor(page);
    await typeInEditor(page, 'fn main() {}');
    await expect(pickerButton(page)).toHaveText('Plain Text');
    expect(await tokenClass(page, 'fn')).toBe('mtk1');

    await pickerButton(page).click();
    const dialog = picker(page);
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: 'Search languages by name or extension' });
    await expect(search).toBeFocused();
    const popular = dialog.getByRole('group', { name: 'Popular' });
    await expect(popular.getByRole('option')).toHaveText([
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'C++',
      'Rust',
      'Go',
      'HTML',
      'CSS',
    ]);
    await expect(dialog.getByText('All languages (47)')).toBeVisible();
    const python = dialog.getByRole('group', { name: /^All languages/ }).getByRole('option', {
      name: /^Python/,
    });
    await expect(python).toContainText('LSP');
    await expect(python).toContainText('AI');
    const vhdl = dialog.getByRole('option', { name: /^VHDL/ });
    await expect(vhdl).not.toContainText('LSP');

    await search.fill('.rs');
    await expect(popular).toHaveCount(0);
    await expect(dialog.getByRole('option').first()).toContainText('Rust');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(pickerButton(page)).toBeFocused();
    await expect(pickerButton(page)).toHaveText('Rust');
    await expect(
      badges(page).getByRole('button', { name: /^Language: Rust, from your choice/ }),
    ).toBeVisible();
    await expect(badges(page)).toContainText('LSP');
    await expect(badges(page)).toContainText('AI');
    // Rust highlighting: `fn` is a keyword now.
    await expect.poll(() => tokenClass(page, 'fn')).not.toBe('mtk1');

    // The choice is the file's, and survives a reload.
    await page.reload();
    await waitForEditor(page);
    await expect(pickerButton(page)).toHaveText('Rust');

    await pickerButton(page).click();
    await picker(page).getByRole('combobox').fill('zzz');
    await expect(picker(page)).toContainText('No languages match “zzz”');
    await picker(page).getByRole('combobox').press('Escape');
    await expect(picker(page)).toBeHidden();
    await expect(pickerButton(page)).toBeFocused();
  });

  test('the picker works with the keyboard and returns a file to automatic detection', async ({
    page,
  }) => {
    await page.goto('/');
    await newFile(page, 'app.py');
    await waitForEditor(page);
    await expect(pickerButton(page)).toHaveText('Python');
    await expect(badges(page).getByRole('button')).toHaveAccessibleName(
      'Language: Python, from the .py extension. Choose another language',
    );
    await pickerButton(page).focus();
    await page.keyboard.press('Enter');
    const search = picker(page).getByRole('combobox');
    await expect(search).toBeFocused();
    // First option is JavaScript (Popular); ArrowDown twice moves to Python; ArrowUp wraps from the top.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(picker(page).locator('[aria-selected="true"]')).toHaveText('Python');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(picker(page).locator('[aria-selected="true"]')).toContainText('Plain Text');
    await page.keyboard.press('Enter');
    await expect(pickerButton(page)).toHaveText('Plain Text');

    await pickerButton(page).click();
    await picker(page)
      .getByRole('option', { name: /^Detect automatically/ })
      .click();
    await expect(pickerButton(page)).toHaveText('Python');
  });

  test('pasting Python into untitled.txt offers Python, and accepting sets it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await newFile(page, 'untitled.txt');
    await waitForEditor(page);
    await page.evaluate(() =>
      navigator.clipboard.writeText(
        [
          'import os',
          '',
          'def list_files(folder):',
          '    """Print every file name in a folder."""',
          '    for name in sorted(os.listdir(folder)):',
          '        print(name)',
          '',
          "if __name__ == '__main__':",
          "    list_files('.')",
          '',
        ].join('\n'),
      ),
    );
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+v');
    const bar = page.getByRole('region', { name: 'Language detected' });
    await expect(bar).toBeVisible({ timeout: 15_000 });
    await expect(bar).toContainText('Python');
    await expect(bar).toContainText(/% sure/);
    await bar.getByRole('button', { name: 'Use Python' }).click();
    await expect(bar).toBeHidden();
    await expect(pickerButton(page)).toHaveText('Python');
    await expect.poll(() => tokenClass(page, 'def')).not.toBe('mtk1');
  });

  test('a rename says what the new name means', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'notes.txt');
    await waitForEditor(page);
    await treeItem(page, 'notes.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename File' });
    await dialog.getByRole('textbox').fill('notes.md');
    await dialog.getByRole('textbox').press('Enter');
    const bar = page.getByRole('region', { name: 'Language detected' });
    await expect(bar).toContainText('Renamed: now Markdown (the .md extension, 100% sure)');
    await bar.getByRole('button', { name: 'Pick another language' }).click();
    await expect(picker(page)).toBeVisible();
    await picker(page).getByRole('combobox').press('Escape');
    await expect(bar).toBeHidden();
    await expect(pickerButton(page)).toHaveText('Markdown');
  });

  test('a TypeScript error shows in the problem count and the Problems list jumps to it', async ({
    page,
  }) => {
    await page.goto('/');
    await newFile(page, 'math.ts');
    await waitForEditor(page);
    const status = page.getByRole('contentinfo');
    await expect(status.getByRole('button', { name: 'No issues' })).toBeVisible();
    await typeInEditor(page, 'const total: number = "ten";\n');
    const count = status.getByRole('button', { name: '1 error' });
    await expect(count).toBeVisible({ timeout: 20_000 });
    await count.click();
    const problems = page.getByRole('region', { name: 'Problems' });
    const problem = problems.getByRole('button', {
      name: /^Error on line 1, column 7: Type 'string' is not assignable to type 'number'/,
    });
    await expect(problem).toBeVisible();
    await problem.click();
    await expect(
      page.locator('.monaco-editor .native-edit-context, .monaco-editor textarea').first(),
    ).toBeFocused();

    // Fixing the code clears the count.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('const total: number = 10;\n');
    await expect(status.getByRole('button', { name: 'No issues' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(problems).toContainText('No problems have been found in math.ts.');
  });

  test('the TypeScript service waits while the user works elsewhere, then checks the open file', async ({
    page,
  }) => {
    // A returning visitor whose open file has a type error.
    await seedFiles(page, [
      {
        id: 'm',
        name: 'math.ts',
        type: 'file',
        content: 'const total: number = "ten";\n',
        path: '/math.ts',
        modified: false,
        lastSaved: null,
      },
    ]);
    // The page notes when each click, key and wheel turn reaches it.
    await page.addInitScript(() => {
      const inputs: number[] = [];
      (window as unknown as { inputs: number[] }).inputs = inputs;
      for (const type of ['pointerdown', 'keydown', 'wheel'])
        window.addEventListener(type, () => inputs.push(performance.now()), true);
    });
    /** When (page time) the TypeScript worker was made, once it has been. */
    let typescriptAt: Promise<number> | null = null;
    page.on('worker', (worker) => {
      if (!worker.url().includes('ts.worker')) return;
      typescriptAt = worker
        .evaluate(() => performance.timeOrigin)
        .then(async (origin) => origin - (await page.evaluate(() => performance.timeOrigin)));
    });
    const typescriptStarted = () => typescriptAt !== null;
    // The user works in the explorer from the moment it shows, until 3 s after the editor
    // appeared: clicks and keys about half a second apart.
    await page.goto('/?file=math.ts', { waitUntil: 'commit' });
    const status = page.getByRole('contentinfo');
    const search = page.getByRole('searchbox', { name: 'Search files' });
    const editor = page.locator('.monaco-editor .view-lines');
    let until = Infinity;
    for (let i = 0; Date.now() < until; i++) {
      await search.click();
      // At a person's pace: the key is held for 400 ms.
      await search.press(i % 2 ? 'Backspace' : 'm', { delay: 400 });
      if (until === Infinity && (await editor.isVisible())) until = Date.now() + 3000;
    }
    // The service may have started only after 2 s in which no input reached the page (on a
    // loaded machine the harness's own input can lag that long): the longest quiet time between
    // the moment the services began to wait and the worker's start is at least that.
    const { inputs, waitingAt } = await page.evaluate(() => ({
      inputs: (window as unknown as { inputs: number[] }).inputs,
      waitingAt: performance.getEntriesByName('language-services-waiting')[0]?.startTime ?? 0,
    }));
    const longestQuiet = (to: number) => {
      const times = [waitingAt, ...inputs.filter((t) => t > waitingAt && t < to), to];
      return Math.max(...times.slice(1).map((t, k) => t - (times[k] as number)));
    };
    if (typescriptAt !== null) expect(longestQuiet(await typescriptAt)).toBeGreaterThan(1900);
    else await expect(status.getByRole('button', { name: 'No issues' })).toBeVisible();
    // Left alone, it starts and finds the error; nobody touched the editor.
    await expect(status.getByRole('button', { name: '1 error' })).toBeVisible({ timeout: 20_000 });
    expect(typescriptStarted()).toBe(true);
    await expect(page.locator('.monaco-editor.focused')).toHaveCount(0);
  });

  test('focusing the editor starts its language service at once', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/');
    await newFile(page, 'app.js');
    await waitForEditor(page);
    await page.locator('.monaco-editor .view-lines').click();
    await expect(page.locator('.monaco-editor.focused')).toBeVisible();
    // Clicks elsewhere right after, never 2 s apart, do not hold it back.
    const search = page.getByRole('searchbox', { name: 'Search files' });
    const started = () => workers.some((url) => url.includes('ts.worker'));
    await expect(async () => {
      await search.click();
      expect(started()).toBe(true);
    }).toPass({ intervals: [300], timeout: 3600 });
  });

  test('the open picker has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'a.js');
    await waitForEditor(page);
    await pickerButton(page).click();
    await expect(picker(page)).toBeVisible();
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
  });
});
