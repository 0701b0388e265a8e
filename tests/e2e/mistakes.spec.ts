/**
 * The mistakes the engine finds whatever their shape, as a beginner meets them: marked on their
 * line in the editor and listed in Problems with what to change. Python is checked by Pyright in
 * the AI worker, JavaScript by TypeScript's checker; nothing leaves the browser.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newFile, seriousViolations, setEditorText, waitForEditor } from './helpers';

async function problemsOf(page: Page, name: string, code: string) {
  await page.goto('/');
  await newFile(page, name);
  await waitForEditor(page);
  await setEditorText(page, code);
  const count = page
    .getByRole('contentinfo')
    .getByRole('button', { name: /^\d+ (?:warnings?|errors?)/ });
  // The first check starts the type checker in the AI worker.
  await expect(count).toBeVisible({ timeout: 60_000 });
  await count.click();
  return page.getByRole('region', { name: 'Problems' });
}

test.describe('mistakes found by the type checkers', () => {
  test('a misspelt method in Python is marked on its line with the name that exists', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await problemsOf(
      page,
      'shout.py',
      'def shout(words):\n    text = " ".join(words)\n    return text.uppercase()\n\nprint(shout(["hi", "there"]))\n',
    );
    await expect(
      problems.getByRole('button', {
        name: /on line 3, column \d+: Text \(a str\) has no `uppercase\(\)`: did you mean `upper`\?/,
      }),
    ).toBeVisible();
    await expect(
      page.locator('.monaco-editor .squiggly-warning, .monaco-editor .squiggly-error').first(),
    ).toBeVisible();
  });

  test('a module used without its import in Python is named with the import to add', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await problemsOf(
      page,
      'circle.py',
      'radius = 3\narea = math.pi * radius ** 2\nprint(round(area, 2))\n',
    );
    await expect(
      problems.getByRole('button', {
        name: /on line 2, column \d+: `math` is one of Python's modules, but this program does not import it\. Go to it$/,
      }),
    ).toBeVisible();
  });

  test('a JavaScript method named but not called is marked with its call', async ({ page }) => {
    const problems = await problemsOf(
      page,
      'scores.js',
      'const scores = [40, 7, 19];\nscores.sort;\nconsole.log(scores[0]);\n',
    );
    await expect(
      problems.getByRole('button', {
        name: /on line 2, column \d+: `scores\.sort` names the method without calling it, so nothing happens\. Go to it$/,
      }),
    ).toBeVisible();
  });
});

test.describe('the Hint ladder', () => {
  test('tells a problem one rung per click and gives the fix last, as a diff to apply', async ({
    page,
  }) => {
    const problems = await problemsOf(
      page,
      'ladder.js',
      'const names = ["Zoe", "Ada"];\nnames.sort;\nconsole.log(names[0]);\n',
    );
    const hints = problems.getByRole('list', { name: 'Hints for line 2' });
    await problems.getByRole('button', { name: 'Hint for line 2 (1 of 4)' }).click();
    await expect(hints.getByRole('listitem')).toHaveCount(1);
    await expect(hints).toContainText('What it means: ');
    await expect(hints).not.toContainText('names.sort()');

    await problems.getByRole('button', { name: 'Next hint for line 2 (2 of 4)' }).click();
    await expect(hints.getByRole('listitem').nth(1)).toHaveText(
      'Where to look: Line 2: `names.sort;`',
    );
    await problems.getByRole('button', { name: 'Next hint for line 2 (3 of 4)' }).click();
    await expect(hints.getByRole('listitem').nth(2)).toHaveText(
      'What to try: Call it: `names.sort()`.',
    );
    await expect(problems.getByLabel('The change from line 2')).toHaveCount(0);

    await problems.getByRole('button', { name: 'Show the fix for line 2 (4 of 4)' }).click();
    const diff = problems.getByLabel('The change from line 2');
    await expect(diff).toHaveText('- names.sort;\n+ names.sort();\n');
    await problems.getByRole('button', { name: 'Apply the fix' }).click();
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('names.sort();');
    // The fixed line is no longer a problem.
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'No issues' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('with hints turned off, every rung and the fix show at once', async ({ page }) => {
    const problems = await problemsOf(
      page,
      'nohints.js',
      'const word = " hi ";\nif (word.trim) {\n  console.log(word);\n}\n',
    );
    await problems.getByRole('checkbox', { name: 'Hints before the fix' }).uncheck();
    const hints = problems.getByRole('list', { name: 'Hints for line 2' });
    await expect(hints.getByRole('listitem')).toHaveCount(4);
    await expect(problems.getByLabel('The change from line 2')).toContainText(
      '+ if (word.trim()) {',
    );
    await expect(
      problems.getByRole('button', { name: /^(?:Hint|Next hint|Show the fix) for/ }),
    ).toHaveCount(0);
    expect(await seriousViolations(page, '.problems-panel')).toEqual([]);
  });
});

test.describe('what the run showed', () => {
  test('a total reset inside its loop is marked, by the rules as typed and by the recorded run with its values', async ({
    page,
  }) => {
    const code =
      'const prices = [3, 4, 5];\nlet total = 0;\nfor (const price of prices) {\n  total = 0;\n  total += price;\n}\nconsole.log(total);\n';
    const problems = await problemsOf(page, 'total.js', code);
    await expect(
      problems.getByRole('button', { name: /^Warning on line 4, column \d+: .*`total`/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Step Through' }).click();
    // Once the whole run is recorded, its finding is on the line with the values it saw.
    const fromRun = problems.getByRole('button', {
      name: /^Warning on line 4, column \d+: `total` went back to 0 on line 4 on each of the 3 passes/,
    });
    await expect(fromRun).toBeVisible({ timeout: 30_000 });
    await expect(problems).toContainText('· Run');
    await problems
      .getByRole('button', { name: /^Hint for line 4 \(1 of \d\)$/ })
      .last()
      .click();
    await expect(problems.getByRole('list', { name: 'Hints for line 4' }).last()).toContainText(
      'A line inside a loop runs on every pass.',
    );
  });
});
