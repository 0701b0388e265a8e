/** A file above 5 MB (issue 10): the editor says it is large, and a small file says nothing. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { setEditorText, storedFileRecords, treeItem, waitForEditor } from './helpers';

type OptionWindow = Window & {
  monaco?: {
    editor: {
      getEditors(): { getOption(id: number): unknown }[];
      EditorOption: Record<string, number>;
    };
  };
};

/** One of the shown editor's options, as Monaco reports it. */
function editorOption(page: Page, name: string): Promise<unknown> {
  return page.evaluate((option) => {
    const m = (window as OptionWindow).monaco;
    const id = m?.editor.EditorOption[option];
    return id === undefined ? undefined : m?.editor.getEditors()[0]?.getOption(id);
  }, name);
}

/** The length of the text IndexedDB holds for the file named `name` (-1 when none). */
async function storedLength(page: Page, name: string): Promise<number> {
  return (await storedFileRecords(page)).find((r) => r.name === name)?.content.length ?? -1;
}

test('pasting more than 5 MB into a file shows the large-file warning and stores it', async ({
  page,
}) => {
  await page.goto('/?file=big.js');
  await waitForEditor(page);
  const notice = page.locator('.large-file-notice');
  await expect(notice).toHaveCount(0);
  const line = 'const value = compute(1, 2, 3); // a line of a generated file\n';
  const count = Math.ceil((5.5 * 1024 * 1024) / line.length);
  await setEditorText(page, line.repeat(count));
  await expect(notice).toContainText('MB: typing, saving in the browser and AI help may be slow', {
    timeout: 20_000,
  });
  // The quality bar does not read a file this large; the words are counted a few thousand
  // lines at a time while the page is idle, and come out right.
  await expect(page.getByRole('status', { name: 'Code quality' })).toHaveText(
    'Not measured: file over 5 MB',
  );
  const figure = (n: number) => n.toLocaleString('en');
  await expect(page.getByRole('contentinfo')).toContainText(
    `${figure(count + 1)} lines · ${figure(count * 13)} words · ${figure(count * line.length)} characters`,
    { timeout: 20_000 },
  );
  // IndexedDB keeps it: the stored record holds the whole text, and no error is shown.
  await expect
    .poll(() => storedLength(page, 'big.js'), { timeout: 20_000 })
    .toBe(count * line.length);
  await expect(page.getByText('Could not save to browser storage')).toHaveCount(0);
  await expect(notice).toBeVisible();
});

test('above 20 MB the notice says whether the editor turned syntax colours off', async ({
  page,
}) => {
  test.slow(); // 21 MB of text, made into an editor model twice
  await page.goto('/?file=huge.js');
  await waitForEditor(page);
  const line = 'let total = add(total, 1); // generated\n';
  await setEditorText(page, line.repeat(Math.ceil((21 * 1024 * 1024) / line.length)));
  // Monaco decides when a model is made: text pasted into an open file keeps its colours.
  const notice = page.locator('.large-file-notice');
  await expect(notice).toContainText(
    '21.0 MB: it grew past 20 MB while open, so its syntax is still coloured',
    { timeout: 30_000 },
  );
  // Renamed, the file's model is made again from its text: now Monaco's large-file options hold.
  await treeItem(page, 'huge.js').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename File' });
  await dialog.getByRole('textbox').fill('huge2.js');
  await dialog.getByRole('textbox').press('Enter');
  await expect(notice).toContainText(
    '21.0 MB: syntax colours, folding and other whole-file features are off for it',
    { timeout: 30_000 },
  );
});

test('in a large file the word count catches up once typing pauses', async ({ page }) => {
  await page.goto('/?file=words.js');
  await waitForEditor(page);
  // 3,000 lines of 8 words each: above the size where words are counted on every edit.
  await setEditorText(page, 'const value = compute(1, 2, 3); // generated\n'.repeat(3000));
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('one two three');
  const status = page.getByRole('contentinfo');
  await expect(status).toContainText('3,001 lines · 24,003 words · 135,013 characters');
});

test('above 5,000 lines sticky scroll follows indentation and still shows where you are', async ({
  page,
}) => {
  await page.goto('/?file=long.js');
  await waitForEditor(page);
  type MonacoWindow = Window & {
    monaco?: {
      editor: {
        getEditors(): {
          getTopForLineNumber(line: number): number;
          setScrollTop(top: number): void;
        }[];
      };
    };
  };
  const stickyModel = async () =>
    ((await editorOption(page, 'stickyScroll')) as { defaultModel?: string } | undefined)
      ?.defaultModel;
  await expect.poll(stickyModel).toBe('outlineModel');
  // 200 functions of 30 lines each: 6,000 lines.
  const body = Array.from({ length: 28 }, (_, j) => `  const v${j} = ${j};\n`).join('');
  await setEditorText(
    page,
    Array.from({ length: 200 }, (_, i) => `function part${i}() {\n${body}}\n`).join(''),
  );
  await expect.poll(stickyModel).toBe('indentationModel');
  await page.evaluate(() => {
    const editor = (window as MonacoWindow).monaco?.editor.getEditors()[0];
    editor?.setScrollTop(editor.getTopForLineNumber(100 * 30 + 15));
  });
  await expect(page.locator('.monaco-editor .sticky-widget')).toContainText('function part100()');
});

test('above 5,000 lines folding keeps the outer blocks: a function near the end still folds', async ({
  page,
}) => {
  await page.goto('/?file=folds.js');
  await waitForEditor(page);
  const foldingLimit = () => editorOption(page, 'foldingMaximumRegions');
  await expect.poll(foldingLimit).toBe(5000);
  // 1,000 functions of 7 lines with two nested blocks each: 7,000 lines, 3,000 foldable regions.
  const fn = (i: number) =>
    `function part${i}(a, list) {\n  if (a) {\n    for (const x of list) {\n      use(x);\n    }\n  }\n}\n`;
  await setEditorText(page, Array.from({ length: 1000 }, (_, i) => fn(i)).join(''));
  await expect.poll(foldingLimit).toBe(2000);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowUp'); // to `function part999`
  await page.keyboard.press('ControlOrMeta+Shift+BracketLeft');
  const folded = page.locator('.monaco-editor .margin .codicon-folding-collapsed');
  await expect(folded).toHaveCount(1);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(
    'function part999(a, list) {',
  );
  await expect(page.getByRole('contentinfo')).toContainText('7,001 lines');
});

test('a folded function stays folded while you type above it, and a new block can fold', async ({
  page,
}) => {
  await page.goto('/?file=refold.js');
  await waitForEditor(page);
  const fn = (i: number) =>
    `function part${i}(list) {\n  for (const x of list) {\n    use${i}(x);\n  }\n}\n`;
  await setEditorText(page, Array.from({ length: 6 }, (_, i) => fn(i)).join(''));
  const lines = page.locator('.monaco-editor .view-lines');
  const folded = page.locator('.monaco-editor .margin .codicon-folding-collapsed');
  await lines.click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowDown'); // to `function part2`
  await page.keyboard.press('ControlOrMeta+Shift+BracketLeft');
  await expect(folded).toHaveCount(1);
  await expect(lines).not.toContainText('use2(x);');

  // Lines typed above it: the fold moves with its function (and is still there once the folding
  // regions have been worked out again, below).
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('// notes\n// more notes\n');
  await expect(folded).toHaveCount(1);
  await expect(lines).toContainText('function part2(list) {');
  await expect(lines).not.toContainText('use2(x);');
  await expect(lines).toContainText('use3(x);');

  // A block put between the notes folds and unfolds; the function’s fold is left alone.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  // Inserted as one piece of text, so the editor's auto-closing and auto-indent leave it as is.
  await page.keyboard.insertText('\nif (ready) {\n  go();\n}');
  await expect(lines).toContainText('if (ready) {');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp'); // to `if (ready) {`
  // It folds once the folding regions, worked out again after both edits, include the new block.
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+Shift+BracketLeft');
    await expect(folded).toHaveCount(2, { timeout: 1000 });
  }).toPass();
  await expect(lines).not.toContainText('go();');
  await expect(lines).toContainText('function part2(list) {');
  await expect(lines).not.toContainText('use2(x);');
  await page.keyboard.press('ControlOrMeta+Shift+BracketRight');
  await expect(folded).toHaveCount(1);
  await expect(lines).toContainText('go();');
  await expect(lines).not.toContainText('use2(x);');
  await expect(page.getByRole('contentinfo')).toContainText('36 lines');
});
