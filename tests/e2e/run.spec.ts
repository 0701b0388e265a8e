/**
 * Running code for real: the ▶ Run button, F5 and the palette run the open file in the
 * browser; output, errors, input and Stop in the Run tab; files a program writes; the HTML
 * preview; and the sandbox that keeps user code away from the app's storage.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  expectEditorToContain,
  openProject,
  seriousViolations,
  setEditorText,
  treeItem,
  typeInEditor,
} from './helpers';

const runTab = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const runScreen = (page: Page) => runTab(page).locator('.run-xterm .xterm-rows');
const runText = async (page: Page) => (await runScreen(page).innerText()).replace(/\u00a0/g, ' ');

async function runFile(page: Page) {
  await page.getByRole('button', { name: 'Run File' }).click();
}

async function expectRunOutput(page: Page, text: string | RegExp, timeout = 7_000) {
  await expect.poll(() => runText(page), { timeout }).toMatch(text);
}

/** Opens a file from the explorer and waits until the editor shows `shown` of it. */
async function openFile(page: Page, name: string, shown: string) {
  await treeItem(page, name).click();
  await expectEditorToContain(page, shown);
}

/**
 * Pyodide's first load (a large download from this machine, then starting CPython) is slow;
 * slower with the test harness attached to its worker on a loaded two-core machine.
 */
const PYTHON_LOAD = 60_000;

test.describe('run', () => {
  test('▶ Run runs a JavaScript file and shows its output and how long it took', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/hello.js',
        content:
          'const items = [1, 2, 3];\nconsole.log("Hello,", "world");\nconsole.log(items, { a: 1 });\nconsole.error("to stderr");\n',
      },
    ]);
    await runFile(page);
    await expectRunOutput(page, /Hello, world\s+\[ 1, 2, 3 \] \{ a: 1 \}\s+to stderr/);
    await expectRunOutput(page, /Exited in \d+\.\d\d s/);
    // stderr is drawn in red.
    await expect(runScreen(page).locator('span', { hasText: 'to stderr' }).first()).toHaveClass(
      /xterm-fg-1\b/,
    );
  });

  test('F5 runs TypeScript: types are stripped, type errors listed but not blocking', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/main.ts',
        content:
          'interface User { name: string }\nconst user: User = { name: "Ada" };\nconst n: number = "seven";\nconsole.log(`Hi ${user.name}`, n);\n',
      },
    ]);
    // Wait for the TypeScript service's error before running, as a user reading the squiggle.
    await expect(page.getByRole('contentinfo')).toContainText(/1 error/, { timeout: 20_000 });
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('F5');
    await expectRunOutput(page, /1 type error .*line 3/s);
    await expectRunOutput(page, /Hi Ada seven/);
  });

  test('Shift+Enter runs only the selected lines, and prompt() reads a typed line', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/ask.js',
        content:
          'console.log("not this");\nconst name = prompt("Name?");\nconsole.log("Hello " + name);\n',
      },
    ]);
    // Select lines 2 and 3 with the keyboard, as a person would.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Shift+Enter');
    await expectRunOutput(page, /Running the selection in ask\.js/);
    await expectRunOutput(page, /Name\?/);
    await page.keyboard.type('Ada');
    await page.keyboard.press('Enter');
    await expectRunOutput(page, /Hello Ada\s+Exited in/);
    expect(await runText(page)).not.toContain('not this');
  });

  test('a JavaScript module imports another project file', async ({ page }) => {
    await openProject(page, [
      {
        path: '/src/main.js',
        content: 'import { add } from "./math.js";\nconsole.log("sum", add(2, 3));\n',
      },
      { path: '/src/math.js', content: 'export function add(a, b) {\n  return a + b;\n}\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /sum 5/);
  });

  test('an uncaught JavaScript error marks its line and is explained', async ({ page }) => {
    await openProject(page, [
      {
        path: '/app.js',
        content: 'const total = 10;\nconsole.log("before");\nconsole.log(totl);\n',
      },
    ]);
    await runFile(page);
    await expectRunOutput(page, /ReferenceError: totl is not defined/);
    await expectRunOutput(page, /What happened:/);
    await expectRunOutput(page, /total/);
    await expectRunOutput(page, /Exited with code 1/);
    // The Run tab, its toolbar and the time limits form pass axe, in both themes.
    await runTab(page).getByRole('button', { name: 'Time limits' }).click();
    await expect(runTab(page).getByRole('form', { name: 'Time limits' })).toBeVisible();
    expect(await seriousViolations(page, '.terminal-panel')).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await seriousViolations(page, '.terminal-panel')).toEqual([]);
    await runTab(page).getByRole('button', { name: 'Time limits' }).click();
    // The Problems list names the run's error on line 3.
    await page.getByRole('contentinfo').getByRole('button', { name: /error/ }).click();
    const problems = page.getByRole('region', { name: /Problems/ });
    await expect(problems).toContainText('totl is not defined');
    await expect(problems).toContainText(/line 3|3:/i);
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  });

  test('Stop ends an infinite loop at once and the editor stays responsive', async ({ page }) => {
    await openProject(page, [{ path: '/loop.js', content: 'let i = 0;\nwhile (true) { i++; }\n' }]);
    await runFile(page);
    const stop = page.getByRole('button', { name: 'Stop Run' });
    await expect(stop).toBeVisible();
    // The page is not frozen: the editor takes typing while the loop runs.
    await typeInEditor(page, '\n// still typing');
    await expectEditorToContain(page, '// still typing');
    await stop.click();
    // Within a second of the click, the run has ended.
    await expectRunOutput(page, /Stopped after/, 1_000);
    await expect(page.getByRole('button', { name: 'Run File' })).toBeVisible();
  });

  test('Stop ends a flood of printed lines within a second or two, and the next run works', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/flood.js',
        content: 'for (let i = 0; i < 2000000; i++) console.log("line " + i);\n',
      },
    ]);
    await runFile(page);
    await expectRunOutput(page, /line \d{4}/, 15_000);
    await page.getByRole('button', { name: 'Stop Run' }).click();
    await expect(page.getByRole('button', { name: 'Run File' })).toBeVisible({ timeout: 3_000 });
    await setEditorText(page, 'console.log("after the flood");\n');
    await runFile(page);
    await expectRunOutput(page, /after the flood[\s\S]*Exited in/, 15_000);
  });

  test('a runner whose process dies ends its run with a reason, and the next run works', async ({
    page,
  }) => {
    await openProject(page, [
      { path: '/wait.js', content: 'console.log("waiting");\nsetInterval(() => {}, 1000);\n' },
    ]);
    // Once a frame's process has crashed, Playwright takes the whole page for crashed and
    // answers nothing more about it; a DevTools session of our own still reads and clicks it.
    const app = await page.context().newCDPSession(page);
    const read = async (expression: string) =>
      ((await app.send('Runtime.evaluate', { expression, returnByValue: true })).result
        .value as string) ?? '';
    const runText = () =>
      read(`document.querySelector('.run-xterm .xterm-rows')?.innerText.replace(/\\u00a0/g, ' ')`);
    const click = async (name: string) => {
      const box = JSON.parse(
        await read(
          `JSON.stringify(document.querySelector('button[aria-label="${name}"]')?.getBoundingClientRect())`,
        ),
      ) as { x: number; y: number; width: number; height: number };
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const };
      await app.send('Input.dispatchMouseEvent', { type: 'mousePressed', clickCount: 1, ...at });
      await app.send('Input.dispatchMouseEvent', { type: 'mouseReleased', clickCount: 1, ...at });
    };
    await runFile(page);
    await expectRunOutput(page, /waiting/, 15_000);
    // What a memory bomb does to the runner's page: its process is gone.
    const runner = page.frames().find((frame) => frame.url().endsWith('/run.html'));
    if (!runner) throw new Error('no runner frame');
    const runnerSession = await page.context().newCDPSession(runner);
    await runnerSession.send('Page.crash').catch(() => undefined);
    await expect.poll(runText, { timeout: 15_000 }).toMatch(/The code runner stopped answering/);
    await click('Run File');
    // The Run tab shows the new run alone: its output comes from a new runner.
    await expect.poll(runText, { timeout: 15_000 }).toMatch(/^▶ Running wait\.js\s+waiting\s*$/);
  });

  test("a program's delete keeps a file with unsaved changes, and Undo brings back the others", async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/tidy.lua',
        content: 'os.remove("notes.txt")\nos.remove("data.txt")\nprint("tidied")\n',
      },
      { path: '/notes.txt', content: 'notes\n' },
      { path: '/data.txt', content: 'data\n' },
    ]);
    await openFile(page, 'notes.txt', 'notes');
    await typeInEditor(page, 'not saved yet');
    await openFile(page, 'tidy.lua', 'os.remove');
    await runFile(page);
    await expectRunOutput(
      page,
      /notes\.txt has changes you have not saved, so the program's delete left it in place\./,
      30_000,
    );
    await expectRunOutput(page, /tidied[\s\S]*Exited in/);
    await expect(treeItem(page, 'notes.txt')).toBeVisible();
    await expect(treeItem(page, 'data.txt')).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: 'Deleted by your program' });
    await expect(notice).toContainText('"data.txt" was deleted by the program.');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await openFile(page, 'data.txt', 'data');
  });

  test('3,000 files written by a program all arrive, and the editor takes typing after', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/many.js',
        content: [
          'const fs = require("fs");',
          'for (let i = 0; i < 3000; i++) fs.writeFileSync("gen-" + i + ".txt", String(i));',
          'console.log("made");',
        ].join('\n'),
      },
      { path: '/notes.md', content: '# Notes\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /made[\s\S]*Exited in/, 30_000);
    await page.getByRole('searchbox', { name: 'Search files' }).fill('gen-2999');
    await expect(treeItem(page, 'gen-2999.txt')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search files' }).fill('notes');
    await openFile(page, 'notes.md', '# Notes');
    await typeInEditor(page, 'typed after');
    await expectEditorToContain(page, 'typed after');
  });

  test('past the output limit the Run tab says so, and still shows how the run ended', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/loud.js',
        content: 'for (let i = 0; i < 30; i++) console.log("y".repeat(100000));\n',
      },
    ]);
    await runFile(page);
    await expectRunOutput(
      page,
      /Output past 2,000,000 characters is not shown\.[\s\S]*Exited in/,
      30_000,
    );
  });

  test('a program that prints nothing for longer than the limit is stopped', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('run.limits', JSON.stringify({ silenceMs: 1000, totalMs: 60000 })),
    );
    await openProject(page, [
      { path: '/quiet.js', content: 'console.log("start");\nwhile (true) {}\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /Stopped: no output for 1 s/, 15_000);
  });

  test('user code cannot read the app storage or reach the app window', async ({ page }) => {
    await openProject(page, [
      {
        path: '/snoop.js',
        content: [
          'const tryIt = (what, f) => { try { console.log(what, "=", String(f())); } catch (e) { console.log(what, "blocked:", e.name); } };',
          'tryIt("origin", () => self.origin);',
          'tryIt("localStorage", () => localStorage.getItem("files"));',
          'tryIt("indexedDB", () => indexedDB.open("x"));',
          'tryIt("parent", () => parent.document.title);',
          'tryIt("cookie", () => document.cookie);',
        ].join('\n'),
      },
    ]);
    await page.evaluate(() => localStorage.setItem('secret', 'app-only'));
    await runFile(page);
    await expectRunOutput(page, /Exited/);
    const text = await runText(page);
    expect(text).toContain('origin = null');
    expect(text).toMatch(/localStorage blocked: ReferenceError/);
    expect(text).toMatch(/indexedDB blocked: SecurityError/);
    expect(text).toMatch(/parent blocked: ReferenceError/);
    expect(text).not.toContain('app-only');
    // The app's data is untouched.
    expect(await page.evaluate(() => localStorage.getItem('secret'))).toBe('app-only');
  });

  test('a runner or preview page that comes without its sandbox is refused: nothing runs in it', async ({
    page,
  }) => {
    // As a host that drops the pages' own policy would serve them.
    for (const page_ of ['**/run.html', '**/preview.html']) {
      await page.route(page_, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      });
    }
    await openProject(page, [
      { path: '/main.js', content: 'console.log("the program " + "ran");\n' },
      { path: '/index.html', content: '<!doctype html>\n<h1>Page</h1>\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /came without its sandbox/);
    expect(await runText(page)).not.toContain('the program ran');
    await treeItem(page, 'index.html').click();
    await runFile(page);
    await expect(
      page.getByRole('complementary', { name: 'Preview of index.html' }).getByRole('alert'),
    ).toContainText('came without its sandbox');
    await expect(page.locator('iframe.preview-frame')).toHaveCount(0);
  });

  test('a file a program writes past the limit is refused with a line, and typed work is kept', async ({
    page,
  }) => {
    test.slow(); // 25 MB of text made in the runner and sent to the page, then a reload
    await openProject(page, [
      {
        path: '/big.js',
        content: [
          'const fs = require("fs");',
          'fs.writeFileSync("big.txt", "x".repeat(25 * 1024 * 1024));',
          'fs.writeFileSync("small.txt", "kept");',
          'console.log("written");',
        ].join('\n'),
      },
      { path: '/notes.md', content: '# Notes\n' },
    ]);
    await openFile(page, 'notes.md', '# Notes');
    await typeInEditor(page, 'typed before the run');
    await openFile(page, 'big.js', 'writeFileSync');
    await runFile(page);
    await expectRunOutput(
      page,
      /big\.txt was not saved in the project: it holds 25 MB, and a file can hold at most 20 MB\./,
      30_000,
    );
    await expectRunOutput(page, /written[\s\S]*Exited in/);
    await expect(treeItem(page, 'small.txt')).toBeVisible();
    await expect(treeItem(page, 'big.txt')).toHaveCount(0);
    await page.reload();
    await expect(treeItem(page, 'small.txt')).toBeVisible();
    await openFile(page, 'notes.md', 'typed before the run');
  });

  test('Python runs with input(), imports a project module and writes a file', async ({ page }) => {
    test.setTimeout(120_000);
    await openProject(page, [
      {
        path: '/main.py',
        content: [
          'import os',
          'import helper',
          'name = input("Your name? ")',
          'print(helper.greet(name))',
          'os.makedirs("out", exist_ok=True)',
          'with open("out/greeting.txt", "w") as f:',
          '    f.write(helper.greet(name))',
          'print(0.1 + 0.2)',
        ].join('\n'),
      },
      { path: '/helper.py', content: 'def greet(who):\n    return f"Hello, {who}!"\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /Your name\?/, PYTHON_LOAD);
    await expect(runTab(page).getByRole('status')).toContainText('Waiting for input');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Enter');
    await expectRunOutput(page, /Hello, Ada!\s+0\.30000000000000004/);
    await expectRunOutput(page, /Exited in/);
    // The new folder opens in the explorer to show the new file, as a file made in the app does.
    await expect(treeItem(page, 'out')).toBeVisible();
    await openFile(page, 'greeting.txt', 'Hello, Ada!');
  });

  test('a Python traceback marks the failing line in the file it happened in', async ({ page }) => {
    test.setTimeout(120_000);
    await openProject(page, [
      {
        path: '/main.py',
        content:
          'scores = [3, 5]\n\ndef average(xs):\n    return sum(xs) / len(x)\n\nprint(average(scores))\n',
      },
    ]);
    await runFile(page);
    await expectRunOutput(page, /NameError: name 'x' is not defined/, PYTHON_LOAD);
    await expectRunOutput(page, /What happened:/);
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('button', { name: /error/ }).click();
    await expect(page.getByRole('region', { name: /Problems/ })).toContainText(
      "name 'x' is not defined",
    );
    // The Assist tab tells it as hints, one rung per click, before any answer.
    await runTab(page).getByRole('button', { name: 'Explain this error' }).click();
    const help = page.getByRole('region', { name: 'Error from the last run' });
    await expect(help).toContainText("NameError: name 'x' is not defined");
    await expect(help).not.toContainText('What to try');
    await expect(help.getByText('Suggested corrections near the error')).toHaveCount(0);
    const hints = help.getByRole('list', { name: 'Hints for line 4' });
    await help.getByRole('button', { name: /^Hint for line 4 \(1 of 4\)$/ }).click();
    await expect(hints.getByRole('listitem')).toHaveCount(1);
    await expect(hints).toContainText('What it means: ');
    await help.getByRole('button', { name: /^Next hint for line 4 \(2 of 4\)$/ }).click();
    await expect(hints.getByRole('listitem').nth(1)).toHaveText(
      'Where to look: Line 4: `return sum(xs) / len(x)`',
    );
    await help.getByRole('button', { name: /^Next hint for line 4 \(3 of 4\)$/ }).click();
    await expect(hints.getByRole('listitem').nth(2)).toContainText('What to try: ');
    await expect(help.getByText('Suggested corrections near the error')).toHaveCount(0);
    // Last, the fix: Python's own "Did you mean" as a diff to apply; then the corrections show.
    await help.getByRole('button', { name: 'Show the fix for line 4 (4 of 4)' }).click();
    await expect(help.getByLabel('The change from line 4')).toHaveText(
      '-     return sum(xs) / len(x)\n+     return sum(xs) / len(xs)\n',
    );
    await expect(help.getByText('Suggested corrections near the error')).toBeVisible();
    await help.getByRole('button', { name: 'Apply the fix' }).click();
    await expectEditorToContain(page, 'return sum(xs) / len(xs)');
  });

  test('Stop interrupts a Python loop at once, and Python stays loaded for the next run', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openProject(page, [
      { path: '/spin.py', content: 'print("spinning")\nwhile True:\n    pass\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /spinning/, PYTHON_LOAD);
    await page.getByRole('button', { name: 'Stop Run' }).click();
    await expectRunOutput(page, /Stopped after/, 1_000);
    // No traceback for a stop, and no marker on the loop.
    expect(await runText(page)).not.toContain('KeyboardInterrupt');
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0);
    await typeInEditor(page, '\n');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('print("again")\n');
    await runFile(page);
    // Without loading Python again.
    await expectRunOutput(page, /again\s+Exited in/, 5_000);
    await expect(runTab(page).locator('.run-progress')).toHaveCount(0);
  });

  test('the HTML preview shows the page with the project CSS and logs its console', async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/index.html',
        content:
          '<!doctype html>\n<html><head><link rel="stylesheet" href="style.css"></head>\n<body><h1 id="t">Hi</h1><script src="app.js"></script></body></html>\n',
      },
      { path: '/style.css', content: 'h1 { color: rgb(200, 0, 0); }\n' },
      {
        path: '/app.js',
        content:
          'console.log("page says hi");\ntry { localStorage.getItem("files"); console.log("storage open"); } catch (e) { console.log("storage blocked"); }\n',
      },
    ]);
    await runFile(page);
    const preview = page.getByRole('complementary', { name: 'Preview of index.html' });
    await expect(preview).toBeVisible();
    // The page is in a frame of the preview host; a refresh swaps in a new one, the last.
    const shown = () => page.frameLocator('iframe.preview-frame').frameLocator('iframe >> nth=-1');
    const heading = shown().getByRole('heading', { name: 'Hi' });
    await expect(heading).toHaveCSS('color', 'rgb(200, 0, 0)');
    // Typing in the page's file refreshes the preview.
    await typeInEditor(page, '<p>More</p>');
    await expect(shown().getByText('More')).toBeVisible();
    expect(await seriousViolations(page, '.preview-pane')).toEqual([]);
    await expectRunOutput(page, /page says hi/);
    // The page runs without the app's origin: its storage is out of reach.
    await expectRunOutput(page, /storage blocked/);
    expect(await runText(page)).not.toContain('storage open');
  });

  test('SQL shows result tables and Lua prints', async ({ page }) => {
    await openProject(page, [
      {
        path: '/shop.sql',
        content:
          "CREATE TABLE fruit (name TEXT, price REAL);\nINSERT INTO fruit VALUES ('apple', 2), ('pear', 1.5);\nSELECT name, price FROM fruit ORDER BY price;\n",
      },
      { path: '/hello.lua', content: 'local t = {1, 2, 3}\nprint("count", #t)\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /pear\s*│\s*1\.5/);
    await expectRunOutput(page, /apple\s*│\s*2\.0/);
    await openFile(page, 'hello.lua', 'print');
    await runFile(page);
    await expectRunOutput(page, /count\s+3/);
  });

  test('a language that cannot run says so and gives the command to run it locally', async ({
    page,
  }) => {
    await openProject(page, [
      { path: '/Main.java', content: 'class Main { public static void main(String[] a) {} }\n' },
    ]);
    await runFile(page);
    await expectRunOutput(page, /Java cannot run in the browser yet: nothing was run/);
    await expectRunOutput(page, /javac Main\.java && java Main/);
  });
});

test.describe('Node built-ins', () => {
  test('a program uses assert and a SHA-256 from crypto, as in Node', async ({ page }) => {
    await openProject(page, [
      {
        path: '/hash.js',
        content: [
          "const assert = require('assert');",
          "const { createHash } = require('crypto');",
          "const hex = createHash('sha256').update('hello').digest('hex');",
          'assert.strictEqual(hex.length, 64);',
          "console.log('sha256', hex);",
          'try { assert.deepStrictEqual([1, 2], [1, 3]); } catch (e) { console.log(e.code); }',
        ].join('\n'),
      },
    ]);
    await runFile(page);
    await expectRunOutput(
      page,
      /sha256 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824/,
    );
    await expectRunOutput(page, /ERR_ASSERTION/);
    await expectRunOutput(page, /Exited in/);
  });

  test("requiring child_process says it is not available, on the program's line", async ({
    page,
  }) => {
    await openProject(page, [
      {
        path: '/shell.js',
        content: "console.log('start');\nconst { execSync } = require('child_process');\n",
      },
    ]);
    await runFile(page);
    await expectRunOutput(page, /Node's `child_process` module is not available in the browser/);
    await expectRunOutput(page, /shell\.js:2:/);
    await expectRunOutput(page, /Exited with code 1/);
    await page.getByRole('contentinfo').getByRole('button', { name: /error/ }).click();
    const problems = page.getByRole('region', { name: /Problems/ });
    await expect(problems).toContainText('child_process');
    await expect(problems).toContainText(/line 2|2:/i);
  });
});
