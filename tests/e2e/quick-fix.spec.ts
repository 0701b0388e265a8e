/**
 * The fix a failed run's explanation names is one click away: the light bulb (Ctrl/⌘+.), the
 * Run tab's Fix button and the AI drawer apply it as one undo step; the error's marker moves
 * with the lines above it, and goes (with the status bar's count and the drawer's card) once its
 * line is edited.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectEditorToContain, openProject, setEditorText } from './helpers';

const runTab = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const runText = async (page: Page) =>
  (await runTab(page).locator('.run-xterm .xterm-rows').innerText()).replace(/\u00a0/g, ' ');
const statusBar = (page: Page) => page.getByRole('contentinfo');
const fixButton = (page: Page) => runTab(page).getByRole('button', { name: /^Fix: / });

/** The open file's text, from its model (the rendered lines are not in order after an insert). */
const modelText = (page: Page) =>
  page.evaluate(() => {
    const w = window as Window & {
      monaco?: { editor: { getEditors(): { getModel(): { getValue(): string } | null }[] } };
    };
    return w.monaco?.editor.getEditors()[0]?.getModel()?.getValue() ?? '';
  });

async function runAndSee(page: Page, text: RegExp, timeout = 10_000) {
  await page.getByRole('button', { name: 'Run File' }).click();
  await expect.poll(() => runText(page), { timeout }).toMatch(text);
}

/** Puts the cursor at the end of `line` (1-based) of the editor. */
async function cursorTo(page: Page, line: number) {
  await page
    .locator('.monaco-editor .view-line')
    .nth(line - 1)
    .click();
  await page.keyboard.press('End');
}

test('the light bulb applies the named fix, the next run works, and Undo takes it back', async ({
  page,
}) => {
  const code = 'const name = "Ada";\nconsole.log("Hello, " + nme);\n';
  await openProject(page, [{ path: '/hello.js', content: code }]);
  await runAndSee(page, /ReferenceError: nme is not defined[\s\S]*Did you mean `name`\?/);
  await expect(statusBar(page).getByRole('button', { name: /error/ })).toBeVisible({
    timeout: 20_000,
  });

  await expect(fixButton(page)).toBeVisible();
  await cursorTo(page, 2);
  await page.getByRole('listbox', { name: /^Show Code Actions/ }).click();
  const fix = page.getByRole('option', { name: /Change 'nme' to 'name'/ });
  await expect(fix).toBeVisible();
  await fix.click();
  await expectEditorToContain(page, 'console.log("Hello, " + name);');
  // The error belonged to the text that ran: its marker and its Fix button are gone.
  await expect(fixButton(page)).toHaveCount(0);
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0);

  await runAndSee(page, /Hello, Ada\s+Exited in/);
  await cursorTo(page, 1);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => modelText(page)).toContain('"Hello, " + nme');
});

test("the Run tab's Fix follows its line as lines are added above, and editing the line takes the error away", async ({
  page,
}) => {
  const code = 'const items = [3, 1, 2];\nitems.pusj(4);\nconsole.log(items);\n';
  await openProject(page, [{ path: '/items.js', content: code }]);
  await runAndSee(page, /items\.pusj is not a function/);
  await expect(fixButton(page)).toHaveAccessibleName('Fix: Change pusj to push');

  // A line added above: the marker moves with its line, and so does the fix.
  await cursorTo(page, 1);
  await page.keyboard.press('Enter');
  await page.keyboard.type('// a list');
  await expect(fixButton(page)).toBeVisible();
  await fixButton(page).click();
  await expectEditorToContain(page, 'items.push(4);');
  await expect.poll(() => modelText(page)).toContain('// a list\nitems.push(4);');
  await runAndSee(page, /\[ 3, 1, 2, 4 \]\s+Exited in/);

  // A new error, then its line edited by hand: the error, its count and its fix go.
  await setEditorText(page, 'const total = 1;\nconsole.log(totl);\n');
  await runAndSee(page, /totl is not defined/);
  await expect(fixButton(page)).toBeVisible();
  await cursorTo(page, 2);
  await page.keyboard.type(' // looking');
  await expect(fixButton(page)).toHaveCount(0);
  await expect(runTab(page).getByRole('button', { name: 'Explain this error' })).toHaveCount(0);
});

test('a missing Python import is added at the top, and the drawer shows only a current error', async ({
  page,
}) => {
  test.slow(); // Python's first load
  await openProject(page, [{ path: '/circle.py', content: 'r = 2\nprint(math.pi * r ** 2)\n' }]);
  await runAndSee(page, /NameError[\s\S]*import math/, 90_000);
  await runTab(page).getByRole('button', { name: 'Explain this error' }).click();
  const drawer = page.getByRole('complementary', { name: 'AI Assistant' });
  await expect(drawer.getByRole('region', { name: 'Error from the last run' })).toBeVisible();
  await expect(fixButton(page)).toHaveAccessibleName('Fix: Add import math');
  await fixButton(page).click();
  await expect.poll(() => modelText(page)).toBe('import math\nr = 2\nprint(math.pi * r ** 2)\n');
  await runAndSee(page, /12\.566\d*\s+Exited in/, 30_000);
  await expect(drawer.getByRole('region', { name: 'Error from the last run' })).toHaveCount(0);
});

test('a printed NaN is told where it came from, under the output', async ({ page }) => {
  await openProject(page, [
    {
      path: '/add.js',
      content: 'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1));\n',
    },
  ]);
  // What the engine found in this text is what the Run tab says.
  await expect(
    page.locator('.monaco-editor .squiggly-warning, .monaco-editor .squiggly-error').first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await runAndSee(
    page,
    /^NaN$[\s\S]*Why NaN was printed: [\s\S]*`b` is undefined[\s\S]*\(line 4\)[\s\S]*Exited in/m,
  );
});
