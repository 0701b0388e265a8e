/**
 * Explain tells the real run: the Assist tab's Explain runs the open file recorded first (in a
 * runner of its own), then explains that run. A crashing program is told as crashing on its
 * line with the values there; a loop's output is told once per line it really printed; a
 * program that waits for input says where. Python and JavaScript.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedFiles, storedEntry, waitForEditor } from './helpers';

// The first Python run loads Pyodide.
test.setTimeout(120_000);

/** A project of one file, open, with tips and the tour out of the way. */
async function openFile(page: Page, path: string, content: string): Promise<void> {
  await seedFiles(page, [{ ...storedEntry(path, 'file', content), id: 'main' }]);
  await page.addInitScript(() => {
    localStorage.setItem('activeFileId', 'main');
    localStorage.setItem('beginnerMode', 'false');
  });
  await page.goto('/');
  await waitForEditor(page);
}

const drawer = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' });

/** Opens the drawer's Assist tab and presses Explain; resolves with the explanation. */
async function explain(page: Page) {
  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
  await drawer(page).getByRole('tab', { name: 'Assist' }).click();
  await drawer(page).getByRole('button', { name: 'Load Assist' }).click();
  await drawer(page).getByRole('button', { name: 'Explain' }).click();
  const result = drawer(page).locator('.ai-explanation');
  await expect(result).toBeVisible({ timeout: 90_000 });
  return result;
}

const section = (result: ReturnType<Page['locator']>, name: string) =>
  result.getByRole('region', { name });

test('Explain of a Python program that crashes says so, on which line, with the values there', async ({
  page,
}) => {
  await openFile(
    page,
    '/main.py',
    [
      'def average(numbers):',
      '    return sum(numbers) / len(numbers)',
      '',
      'print(average([2, 4]))',
      'scores = []',
      'print(average(scores))',
      'print("never")',
      '',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
  await drawer(page).getByRole('tab', { name: 'Assist' }).click();
  await drawer(page).getByRole('button', { name: 'Load Assist' }).click();
  await drawer(page).getByRole('button', { name: 'Explain' }).click();
  await expect(drawer(page).getByRole('status')).toHaveText('Running your program to explain it…');
  const result = drawer(page).locator('.ai-explanation');
  await expect(result).toBeVisible({ timeout: 90_000 });

  await expect(result).toContainText('Explained from a real run of the program');
  await expect(result).toContainText('crashed on line 2 with ZeroDivisionError');
  const ended = section(result, 'How it ended');
  await expect(ended).toContainText('The program stops on line 2 with ZeroDivisionError');
  await expect(ended).toContainText('inside average([]), called from line 6');
  await expect(ended).toContainText('The values on that line: numbers is []');
  await expect(section(result, 'What it printed').getByRole('listitem')).toHaveText(['Line 4 3.0']);
  const ran = section(result, 'What happened when it ran');
  await expect(ran).toContainText(
    'print(average([2, 4])): calls average([2, 4]), which returns 3.0',
  );
  await expect(ran).not.toContainText('never');
  // The user's own Run tab was not used.
  await expect(page.getByRole('region', { name: 'Terminal' })).toHaveCount(0);
});

test('Explain of a Python loop tells each printed line once, as it was printed', async ({
  page,
}) => {
  await openFile(
    page,
    '/loop.py',
    [
      'total = 0',
      'for n in [1, 2, 3, 4]:',
      '    total = total + n',
      '    print(total)',
      'print("always")',
      '',
    ].join('\n'),
  );
  const result = await explain(page);
  await expect(section(result, 'What it printed').getByRole('listitem')).toHaveText([
    'Line 4 1',
    'Line 4 3',
    'Line 4 6',
    'Line 4 10',
    'Line 5 always',
  ]);
  const ran = section(result, 'What happened when it ran');
  await expect(ran).toContainText(
    'for n in [1, 2, 3, 4]:: it goes round 4 times; total takes 1, 3, 6, 10; n takes 1, 2, 3, 4; it prints 4 lines: 1, 3, 6, 10.',
  );
  await expect(ran.getByText('prints always', { exact: false })).toHaveCount(1);
  await expect(section(result, 'How it ended')).toContainText('The program ran to its end');
});

test('Explain of JavaScript tells its loop, its calls and the crash with its values', async ({
  page,
}) => {
  await openFile(
    page,
    '/main.js',
    [
      'function square(n) {',
      '  return n * n;',
      '}',
      'for (let i = 1; i <= 3; i++) {',
      '  console.log(square(i));',
      '}',
      'const user = undefined;',
      'console.log(user.name);',
      '',
    ].join('\n'),
  );
  const result = await explain(page);
  await expect(section(result, 'What it printed').getByRole('listitem')).toHaveText([
    'Line 5 1',
    'Line 5 4',
    'Line 5 9',
  ]);
  const ran = section(result, 'What happened when it ran');
  await expect(ran).toContainText('it goes round 3 times');
  await expect(ran).toContainText('calls square(1), which returns 1');
  const ended = section(result, 'How it ended');
  await expect(ended).toContainText('The program stops on line 8 with TypeError');
  await expect(ended).toContainText('user is undefined');
});

test('Explain of a program that waits for input says where, when nothing was typed for it', async ({
  page,
}) => {
  await openFile(page, '/ask.py', 'name = input("Name? ")\nprint("Hello", name)\n');
  const result = await explain(page);
  await expect(section(result, 'How it ended')).toContainText(
    'It waited for input on line 1 (name = input("Name? ")), and no line had been typed for it, so Explain ended its input there.',
  );
});

test('Explain Code from the palette, with lines selected, tells the whole run kept to them', async ({
  page,
}) => {
  await openFile(
    page,
    '/steps.js',
    ['let a = 1;', 'let b = a + 1;', 'let c = b * 10;', 'console.log(c);', ''].join('\n'),
  );
  // Select line 3, as a person would.
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search commands' }).fill('Explain Code');
  await page.keyboard.press('Enter');
  const result = drawer(page).locator('.ai-explanation');
  await expect(result).toBeVisible({ timeout: 90_000 });
  await expect(result.locator('.ai-explain-of')).toHaveText('Selection of steps.js, lines 3–3');
  await expect(result).toContainText(
    'The story keeps to lines 3–3, the selection; the whole file ran.',
  );
  const ran = section(result, 'What happened when it ran');
  await expect(ran.getByRole('listitem')).toHaveText([
    'Line 1 (Outside the selection, lines 1–2 run here.)',
    'Line 3 let c = b * 10;: sets c to 20.',
    'Line 4 (Outside the selection, line 4 run here.)',
  ]);
  await expect(section(result, 'What it printed').getByRole('listitem')).toHaveText(['Line 4 20']);
});
