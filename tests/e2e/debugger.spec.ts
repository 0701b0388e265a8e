/**
 * The step-through debugger: a program run recorded and replayed, forwards and back, in Python
 * and JavaScript; its variables and call stack at each step; breakpoints kept with the file;
 * output linked to its steps; input() while stepping; the step cap said on screen; Stop; the
 * keys; and an editor that keeps taking typing while steps pour in.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectEditorToContain, openProject, typeInEditor, waitForEditor } from './helpers';

/** Pyodide's first load is slow on a loaded two-core machine (see run.spec.ts). */
const PYTHON_LOAD = 60_000;

const toolbar = (page: Page) => page.getByRole('region', { name: /^Debugger/ });
const debugView = (page: Page) => page.getByRole('tabpanel', { name: 'Run and Debug' });
const position = (page: Page) => toolbar(page).locator('.debug-position');

async function stepThrough(page: Page, timeout = 20_000): Promise<void> {
  await page.getByRole('button', { name: 'Step Through' }).click();
  await expect(position(page)).toContainText(/Step 1\b.* of \d/, { timeout });
}

/** The step shown, as the toolbar says it. */
async function stepNumber(page: Page): Promise<number> {
  const text = await position(page).locator('.debug-step-now').innerText();
  const match = /Step ([\d,]+)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

/** Clicks a toolbar button (or presses a key) and waits until another step is shown. */
async function move(page: Page, how: string | (() => Promise<void>)): Promise<void> {
  const before = await stepNumber(page);
  if (typeof how === 'string')
    await toolbar(page).getByRole('button', { name: how, exact: true }).click();
  else await how();
  await expect.poll(() => stepNumber(page)).not.toBe(before);
}

/** The editor line the step shown is on, read from the editor's decorations. */
function stepLine(page: Page, className = 'debug-step-line'): Promise<number | null> {
  return page.evaluate((name) => {
    type Decoration = { range: { startLineNumber: number }; options: { className?: string } };
    const w = window as Window & {
      monaco?: {
        editor: { getEditors(): { getModel(): { getAllDecorations(): Decoration[] } | null }[] };
      };
    };
    const model = w.monaco?.editor.getEditors()[0]?.getModel();
    const found = model?.getAllDecorations().find((d) => d.options.className === name);
    return found ? found.range.startLineNumber : null;
  }, className);
}

/** The Variables view's rows as "names = value" lines. */
async function variables(page: Page): Promise<string[]> {
  return debugView(page)
    .locator('.dbg-var')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const names = (row.querySelector('dt')?.textContent ?? '').replace(' (changed)', '');
        const value = row.querySelector('dd')?.textContent ?? '';
        return `${names.trim()} = ${value.replace(/\s+/g, ' ').trim()}`;
      }),
    );
}

async function variable(page: Page, name: string): Promise<string | undefined> {
  const rows = await variables(page);
  return rows.find((r) => r.startsWith(`${name} = `))?.slice(name.length + 3);
}

function callStack(page: Page): Locator {
  return debugView(page).locator('.dbg-stack button');
}

const PY_FACTORIAL = `def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

print(fact(3))
`;

const JS_FACTORIAL = `function fact(n) {
  if (n <= 1) return 1;
  return n * fact(n - 1);
}

console.log(fact(3));
`;

const runTab = (page: Page) => page.getByRole('region', { name: 'Terminal' });

/** Clicks the editor's glyph margin (where breakpoints are) beside `line`. */
async function clickGutter(page: Page, line: number): Promise<void> {
  const number = page.locator('.monaco-editor .line-numbers', { hasText: new RegExp(`^${line}$`) });
  const row = await number.boundingBox();
  const margin = await page.locator('.monaco-editor .margin').first().boundingBox();
  if (!row || !margin) throw new Error('the editor has no gutter');
  await page.mouse.click(margin.x + 8, row.y + row.height / 2);
}

/** The lines the editor shows a breakpoint on. */
function breakpointLines(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    type Decoration = {
      range: { startLineNumber: number };
      options: { glyphMarginClassName?: string | null };
    };
    const w = window as Window & {
      monaco?: {
        editor: { getEditors(): { getModel(): { getAllDecorations(): Decoration[] } | null }[] };
      };
    };
    const model = w.monaco?.editor.getEditors()[0]?.getModel();
    return (model?.getAllDecorations() ?? [])
      .filter((d) => d.options.glyphMarginClassName === 'debug-breakpoint')
      .map((d) => d.range.startLineNumber)
      .sort((a, b) => a - b);
  });
}

test.describe('the debugger', () => {
  test('steps into a recursive factorial in Python, reading n in each call, and back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openProject(page, [{ path: '/fact.py', content: PY_FACTORIAL }]);
    await stepThrough(page, PYTHON_LOAD);
    expect(await stepLine(page)).toBe(1);
    const seen: string[] = [];
    for (let i = 0; i < 40 && seen.length < 3; i++) {
      await move(page, 'Step Into');
      const n = await variable(page, 'n');
      if ((await stepLine(page)) === 2 && n && !seen.includes(n)) {
        seen.push(n);
        // One Call stack entry per call, and the module's.
        await expect(callStack(page)).toHaveCount(seen.length + 1);
        await expect(callStack(page).first()).toContainText(`fact(n=${n})`);
      }
    }
    expect(seen).toEqual(['3', '2', '1']);
    await page.screenshot({ path: 'test-results/debugger-python.png' });
    // Back, and n is 2 again in the second call.
    while ((await variable(page, 'n')) !== '2') await move(page, 'Step Back');
    await expect(callStack(page)).toHaveCount(3);
    // Choosing the outer call shows its n and its line.
    await callStack(page).nth(1).click();
    await expect.poll(() => variable(page, 'n')).toBe('3');
    await expect.poll(() => stepLine(page, 'debug-frame-line')).toBe(4);
    await toolbar(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(position(page)).toContainText('finished');
    await expect(runTab(page)).toContainText('6');
  });

  test('steps into a recursive factorial in JavaScript, and back', async ({ page }) => {
    await openProject(page, [{ path: '/fact.js', content: JS_FACTORIAL }]);
    await stepThrough(page);
    await expect(debugView(page)).toBeVisible();
    const seen: string[] = [];
    for (let i = 0; i < 40 && seen.length < 3; i++) {
      await move(page, 'Step Into');
      const n = await variable(page, 'n');
      if ((await stepLine(page)) === 2 && n && !seen.includes(n)) {
        seen.push(n);
        await expect(callStack(page)).toHaveCount(seen.length + 1);
      }
    }
    expect(seen).toEqual(['3', '2', '1']);
    await page.screenshot({ path: 'test-results/debugger-js.png' });
    while ((await variable(page, 'n')) !== '2') await move(page, 'Step Back');
    await expect(callStack(page)).toHaveCount(3);
    // The timeline goes to any step: its start, then its end.
    const timeline = toolbar(page).getByRole('slider', { name: 'Timeline' });
    await timeline.focus();
    await page.keyboard.press('Home');
    await expect(position(page).locator('.debug-step-now')).toContainText(/^Step 1\b/);
    await page.keyboard.press('End');
    await expect(position(page)).toContainText(/Step (\d+)\b.* of \1\b/);
    await expect(runTab(page)).toContainText('6');
  });

  test('a breakpoint in a loop stops on each pass, and is kept with the file', async ({ page }) => {
    await openProject(page, [
      {
        path: '/loop.js',
        content:
          'let total = 0;\nfor (let i = 0; i < 3; i++) {\n  total += i;\n}\nconsole.log(total);\n',
      },
    ]);
    await clickGutter(page, 3);
    await expect.poll(() => breakpointLines(page)).toEqual([3]);
    await stepThrough(page);
    const passes: (string | undefined)[] = [];
    for (let pass = 0; pass < 3; pass++) {
      await move(page, 'Continue');
      expect(await stepLine(page)).toBe(3);
      passes.push(await variable(page, 'i'));
    }
    expect(passes).toEqual(['0', '1', '2']);
    // Reverse Continue goes back to the pass before.
    await move(page, 'Reverse Continue');
    expect(await variable(page, 'i')).toBe('1');
    // No breakpoint is left after the last pass: Continue goes to the end.
    await move(page, 'Continue');
    await move(page, 'Continue');
    await expect(position(page)).toContainText(/Step (\d+)\b.* of \1\b/);
    // Kept with the project: after a reload the dot is still there.
    await page.reload();
    await waitForEditor(page);
    await expect.poll(() => breakpointLines(page)).toEqual([3]);
  });

  test('two names for one list are shown as one value', async ({ page }) => {
    test.setTimeout(120_000);
    await openProject(page, [
      { path: '/alias.py', content: 'a = [1]\nb = a\nb.append(1)\nprint(a)\n' },
    ]);
    await stepThrough(page, PYTHON_LOAD);
    await move(page, 'Continue');
    const rows = await variables(page);
    const shared = rows.filter((r) => /^a, b = /.test(r));
    expect(shared, rows.join('\n')).toHaveLength(1);
    expect(shared[0]).toMatch(/1.*1/);
    expect(rows.some((r) => r.startsWith('a = ') || r.startsWith('b = '))).toBe(false);
  });

  test('clicking a line of output goes to the step that printed it', async ({ page }) => {
    await openProject(page, [
      {
        path: '/print.js',
        content:
          'for (let i = 0; i < 3; i++) {\n  console.log("line " + i);\n}\nconsole.log("done");\n',
      },
    ]);
    await stepThrough(page);
    await move(page, 'Continue');
    const output = runTab(page).getByRole('list', { name: /^Output/ });
    await expect(output.getByRole('button', { name: /^done/ })).toBeVisible();
    await output.getByRole('button', { name: /^line 1,/ }).click();
    await expect.poll(() => stepLine(page)).toBe(2);
    expect(await variable(page, 'i')).toBe('1');
    // Output printed after the step shown is not there yet.
    await expect(output.getByRole('button', { name: /^done/ })).toHaveCount(0);
  });

  test('an error is said with its line, and Go to the error shows its step', async ({ page }) => {
    await openProject(page, [
      {
        path: '/boom.js',
        content:
          'const scores = [3, 5];\nlet total = 0;\nfor (const s of scores) total += s;\nconsole.log(scores[2].points);\n',
      },
    ]);
    await stepThrough(page);
    await expect(toolbar(page)).toContainText(/Stopped by TypeError on line 4\b/);
    await toolbar(page).getByRole('button', { name: 'Go to the error' }).click();
    await expect.poll(() => stepLine(page)).toBe(4);
    expect(await variable(page, 'total')).toBe('8');
  });

  test('Run to Here in the editor’s context menu steps through to that line', async ({ page }) => {
    await openProject(page, [
      {
        path: '/loop.js',
        content:
          'let total = 0;\nfor (let i = 0; i < 3; i++) {\n  total += i;\n}\nconsole.log(total);\n',
      },
    ]);
    await page.locator('.monaco-editor .view-line').nth(2).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Run to Here' }).click();
    await expect.poll(() => stepLine(page)).toBe(3);
    expect(await variable(page, 'i')).toBe('0');
  });

  test('a program past the step cap says where recording stopped', async ({ page }) => {
    await openProject(page, [
      {
        path: '/long.js',
        content:
          'let total = 0;\nfor (let i = 0; i < 1000; i++) {\n  total += i;\n}\nconsole.log(total);\n',
      },
    ]);
    await stepThrough(page);
    // The cap is a setting beside the time limits.
    await runTab(page).getByRole('button', { name: 'Time limits and step cap' }).click();
    const form = runTab(page).getByRole('form', { name: 'Time limits and step cap' });
    await form.getByLabel('Step Through records at most this many steps').fill('100');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await page.getByRole('button', { name: 'Step Through' }).click();
    await expect(toolbar(page)).toContainText(
      'Recording stopped at step 100 (the step cap): the program ran on to its end unrecorded.',
    );
    await expect(position(page)).toContainText(/of 100\b/);
    // What ran unrecorded printed after the last recorded step: it shows there.
    const stepped = runTab(page).locator('.debug-output');
    await expect(stepped).toContainText('Nothing printed yet.');
    await expect(stepped).not.toContainText('499500');
    await move(page, 'Continue');
    await expect(position(page)).toContainText(/^Step 100\b/);
    await expect(stepped.getByRole('button', { name: /^499500/ })).toBeVisible();
  });

  test('input() while stepping: the typed line is recorded, and stepping back never asks again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openProject(page, [
      { path: '/ask.py', content: 'name = input("Name? ")\nprint("Hello, " + name)\n' },
    ]);
    await stepThrough(page, PYTHON_LOAD);
    await expect(toolbar(page)).toContainText('The program waits for a line of input');
    await toolbar(page).getByRole('button', { name: 'Step Over' }).click();
    const input = runTab(page).getByRole('textbox', { name: /The program asks: Name\?/ });
    await expect(input).toBeFocused();
    await page.screenshot({ path: 'test-results/debugger-input.png' });
    await page.keyboard.type('Ada');
    await page.keyboard.press('Enter');
    await expect.poll(() => stepLine(page)).toBe(2);
    await expect(runTab(page).locator('.debug-output')).toContainText('Hello, Ada');
    // Back before input() and forward again: the typed line is part of the recording.
    const form = runTab(page).getByRole('form', { name: 'Input for the program' });
    await move(page, 'Step Back');
    await expect(runTab(page).locator('.debug-output')).not.toContainText('Hello, Ada');
    await move(page, 'Step Over');
    await expect(runTab(page).locator('.debug-output')).toContainText('Hello, Ada');
    await expect(form).toHaveCount(0);
  });

  test('Stop ends a recording at once; what was recorded stays to step through', async ({
    page,
  }) => {
    await openProject(page, [
      { path: '/spin.js', content: 'let i = 0;\nwhile (true) {\n  i++;\n}\n' },
    ]);
    await stepThrough(page);
    await expect(position(page)).toContainText('recording…');
    await toolbar(page).getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(toolbar(page)).toContainText('You stopped the program', { timeout: 2_000 });
    await expect(position(page)).toContainText('stopped');
    await expect(page.getByRole('button', { name: 'Run File' })).toBeVisible();
    await move(page, 'Step Over');
    expect(await variable(page, 'i')).toMatch(/^\d+$/);
  });

  test('the editor takes typing while 10,000 steps record, and the cap is said at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Each step changes a list, so every step sends values: the heaviest kind of recording.
    await openProject(page, [
      { path: '/grow.py', content: 'items = []\nwhile True:\n    items.append(len(items))\n' },
    ]);
    await stepThrough(page, PYTHON_LOAD);
    await typeInEditor(page, '\n# still typing');
    await expectEditorToContain(page, '# still typing');
    // The program runs on unrecorded past the cap: the toolbar says so while it runs.
    // Every step sends a list of 100 items: on a loaded machine that takes a while.
    await expect(position(page)).toContainText(/of 10,000\b.*recording…/, { timeout: 30_000 });
    await expect(toolbar(page)).toContainText(
      'Recording stopped at step 10,000 (the step cap): the program ran on to its end unrecorded.',
    );
    await toolbar(page).getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(position(page)).toContainText('stopped');
  });

  test('keys: F9 breakpoint, F10 and F11 start and step, Shift+F11 out, F5 continue, Shift+F5', async ({
    page,
  }) => {
    await openProject(page, [{ path: '/fact.js', content: JS_FACTORIAL }]);
    await page.locator('.monaco-editor .view-line').nth(2).click();
    await page.keyboard.press('F9');
    await expect.poll(() => breakpointLines(page)).toEqual([3]);
    // No session: F10 starts one, paused on the first step.
    await page.keyboard.press('F10');
    await expect(position(page)).toContainText(/Step 1\b/);
    await page.keyboard.press('F5');
    await expect.poll(() => stepLine(page)).toBe(3);
    expect(await variable(page, 'n')).toBe('3');
    await expect(callStack(page)).toHaveCount(2);
    // F11 steps into the call fact(2), Shift+F11 back out of it.
    for (let i = 0; i < 5 && (await callStack(page).count()) < 3; i++) {
      await move(page, () => page.keyboard.press('F11'));
    }
    await expect(callStack(page)).toHaveCount(3);
    await move(page, () => page.keyboard.press('Shift+F11'));
    await expect(callStack(page)).toHaveCount(2);
    // Out of fact(2) is fact(3)'s return, the last step: Step Back's key goes back over the call.
    await move(page, () => page.keyboard.press('Alt+Shift+F10'));
    await expect(callStack(page)).toHaveCount(2);
    expect(await stepNumber(page)).toBe(4);
    await move(page, () => page.keyboard.press('F10'));
    // Shift+F5 closes the finished session; then F5 is Run File again.
    await page.keyboard.press('Shift+F5');
    await expect(toolbar(page)).toHaveCount(0);
    await page.keyboard.press('F5');
    await expect(runTab(page).locator('.run-xterm')).toContainText(/Exited in/);
  });
});
