/**
 * The terminals really run programs: `node file.js` and `python file.py` print what the
 * program prints, `python` alone is Python's prompt, `npm start` runs a `node <file>` script,
 * and a missing file gets the words Python uses. The other terminal specs cover the simulated
 * commands.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { treeItem } from './helpers';

/** Python loads Pyodide (a large download) on its first run; a loaded machine takes a while. */
const PYTHON_LOAD_MS = 90_000;
/** The first program of a page starts the code runner (a sandboxed frame and a worker). */
const FIRST_RUN_MS = 20_000;

const panel = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const screen = (page: Page) => panel(page).locator('.xterm-rows');
/** The terminal's rows as lines (toContainText would run them together). */
const screenLines = async (page: Page) =>
  (await screen(page).innerText()).split('\n').map((l) => l.replace(/\u00a0/g, ' ').trimEnd());
const lastLine = async (page: Page) => (await screenLines(page)).filter(Boolean).at(-1);

async function openTerminal(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Backquote');
  // The panel is a chunk of its own, loaded now.
  await expect(screen(page)).toContainText('Programs really run, in your browser', {
    timeout: 20_000,
  });
  await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused();
}

/** Types a line into the focused terminal and presses Enter. */
async function run(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

/** Writes a project file from the terminal, and waits until the explorer has it. */
async function writeFile(page: Page, name: string, content: string): Promise<void> {
  await run(page, `echo '${content}' > ${name}`);
  await expect(treeItem(page, name)).toBeVisible();
}

test.describe('terminal: programs really run', () => {
  test('node hello.js prints what the program prints', async ({ page }) => {
    await openTerminal(page);
    await writeFile(
      page,
      'hello.js',
      'console.log("hello from node", 6 * 7, process.argv.slice(2))',
    );
    await run(page, 'node hello.js a "b c"');
    await expect
      .poll(() => screenLines(page), { timeout: FIRST_RUN_MS })
      .toContain("hello from node 42 [ 'a', 'b c' ]");
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
    await expect(panel(page).locator('.terminal-status')).toContainText('Ready');
  });

  test('python hello.py prints what the program prints', async ({ page }) => {
    test.setTimeout(150_000);
    await openTerminal(page);
    await writeFile(
      page,
      'hello.py',
      'import sys; print("hello from python", sum(range(10)), sys.argv[1:])',
    );
    await run(page, 'python hello.py x');
    await expect
      .poll(() => screenLines(page), { timeout: PYTHON_LOAD_MS })
      .toContain("hello from python 45 ['x']");
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
    // The loading line was cleared when Python started.
    expect((await screen(page).innerText()).includes('Loading Python')).toBe(false);
  });

  test("python alone is Python's prompt: 1 + 2 is 3, exit() returns to the shell", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openTerminal(page);
    await run(page, 'python');
    await expect(screen(page)).toContainText(
      'Python 3.14.2 (in your browser). Type exit() or press Ctrl+D to leave.',
      { timeout: PYTHON_LOAD_MS },
    );
    await expect.poll(() => lastLine(page)).toBe('>>>');
    await expect(panel(page).locator('.terminal-status')).toContainText('Running a program');
    await run(page, '1 + 2');
    await expect.poll(() => screenLines(page)).toContain('3');
    // A person types each line once Python asks for it ('...' for the rest of a block).
    await run(page, 'for i in range(2):');
    await expect.poll(() => lastLine(page)).toBe('...');
    await run(page, '    print("line", i)');
    await expect.poll(() => lastLine(page)).toBe('...');
    await run(page, '');
    await expect.poll(() => screenLines(page)).toContain('line 1');
    await run(page, 'exit()');
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
    const lines = await screenLines(page);
    expect(lines).toContain('>>> 1 + 2');
    expect(lines).toContain('...     print("line", i)');
    // The prompt's own program is never written into the project.
    await expect(treeItem(page, '.repl.py')).toHaveCount(0);
    // The shell takes commands again.
    await run(page, 'echo back');
    await expect.poll(() => screenLines(page)).toContain('back');
  });

  test('python --version is the real one; node --version says there is no Node.js', async ({
    page,
  }) => {
    await openTerminal(page);
    await run(page, 'python --version');
    await expect.poll(() => screenLines(page)).toContain('Python 3.14.2');
    await run(page, 'node --version');
    await expect(screen(page)).toContainText('There is no Node.js here');
    await run(page, 'node');
    await expect(screen(page)).toContainText(
      'The interactive Node.js prompt is not available here',
    );
  });

  test('npm start runs a `node main.js` script', async ({ page }) => {
    await openTerminal(page);
    await writeFile(
      page,
      'package.json',
      '{"name": "app", "version": "1.0.0", "scripts": {"start": "node main.js"}}',
    );
    await writeFile(page, 'main.js', 'console.log("started", 1 + 1)');
    await run(page, 'npm start');
    await expect.poll(() => screenLines(page), { timeout: FIRST_RUN_MS }).toContain('started 2');
    const lines = await screenLines(page);
    expect(lines).toContain('> app@1.0.0 start');
    expect(lines).toContain('> node main.js');
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
  });

  test('a missing file gets the words Python and Node use', async ({ page }) => {
    await openTerminal(page);
    await run(page, 'python nope.py');
    await expect
      .poll(() => screenLines(page))
      .toContain(
        "python: can't open file '/home/project/nope.py': [Errno 2] No such file or directory",
      );
    await run(page, 'node nope.js');
    await expect
      .poll(() => screenLines(page))
      .toContain("Error: Cannot find module '/home/project/nope.js'");
  });

  test('a run keeps its output across a tab switch, reads typed input, and shows it once', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openTerminal(page);
    await writeFile(
      page,
      'ask.py',
      'print("before"); name = input("Name? "); print("Hello", name)',
    );
    await run(page, 'python ask.py');
    await expect.poll(() => lastLine(page), { timeout: PYTHON_LOAD_MS }).toBe('Name?');
    // Another terminal, then back: what was printed so far is still there.
    await panel(page).getByRole('button', { name: 'New Terminal' }).click();
    const tabs = panel(page).getByRole('list', { name: 'Terminals' });
    await expect(tabs.getByRole('button', { name: 'Bash 2', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(screen(page)).not.toContainText('before');
    await tabs.getByRole('button', { name: 'Bash', exact: true }).click();
    await expect.poll(() => lastLine(page)).toBe('Name?');
    expect((await screenLines(page)).filter((l) => l === 'before')).toHaveLength(1);
    await panel(page).locator('.xterm-helper-textarea').focus();
    await run(page, 'Ada');
    await expect.poll(() => screenLines(page)).toContain('Hello Ada');
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
    const lines = await screenLines(page);
    expect(lines.filter((l) => l === 'before')).toHaveLength(1);
    expect(lines.filter((l) => l === 'Name? Ada')).toHaveLength(1);
    expect(lines.filter((l) => l === 'Hello Ada')).toHaveLength(1);
    // And after another switch, drawn from the transcript, still once each.
    await tabs.getByRole('button', { name: 'Bash 2', exact: true }).click();
    await tabs.getByRole('button', { name: 'Bash', exact: true }).click();
    await expect
      .poll(async () => (await screenLines(page)).filter((l) => l === 'Hello Ada'))
      .toHaveLength(1);
    expect((await screenLines(page)).filter((l) => l === 'before')).toHaveLength(1);
  });

  test('Ctrl+C stops a running program and the prompt comes back', async ({ page }) => {
    await openTerminal(page);
    await writeFile(page, 'loop.js', 'setInterval(() => console.log("tick"), 100)');
    await run(page, 'node loop.js');
    await expect.poll(() => screenLines(page), { timeout: FIRST_RUN_MS }).toContain('tick');
    await page.keyboard.press('Control+c');
    await expect.poll(() => lastLine(page)).toBe('bash ~$');
    expect(await screenLines(page)).toContain('^C');
    // A program that prints after 500 ms: a loop still running would have ticked meanwhile.
    await writeFile(page, 'later.js', 'setTimeout(() => console.log("later"), 500)');
    await run(page, 'node later.js');
    await expect.poll(() => screenLines(page)).toContain('later');
    const lines = await screenLines(page);
    const since = lines.findIndex((l) => l.includes('later.js'));
    expect(since).toBeGreaterThan(-1);
    expect(lines.slice(since).filter((l) => l === 'tick')).toEqual([]);
  });
});
