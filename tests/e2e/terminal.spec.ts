import type { Page } from '@playwright/test';
import { test, expect, reloadApp } from './fixtures';
import {
  editorText,
  newFile,
  seriousViolations,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

const panel = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const screen = (page: Page) => panel(page).locator('.xterm-rows');
/** The terminal's rows as lines (toContainText would run them together). */
const screenLines = async (page: Page) =>
  (await screen(page).innerText()).split('\n').map((l) => l.replace(/\u00a0/g, ' ').trimEnd());

async function openTerminal(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Backquote');
  await expect(screen(page)).toContainText('Programs really run, in your browser');
  await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused();
}

/** Types a line into the focused terminal and presses Enter. */
async function run(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

test.describe('terminal', () => {
  test('Ctrl+` and the header toggle show and hide the panel', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Terminal' });
    await expect(toggle).toHaveAttribute('title', 'Terminal (Ctrl+`)');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel(page)).toHaveCount(0);
    await toggle.click();
    await expect(panel(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('contentinfo')).toContainText('Terminal · 1');
    // From inside the terminal, the same key hides it again.
    await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused();
    await page.keyboard.type('echo kept');
    await page.keyboard.press('ControlOrMeta+Backquote');
    await expect(panel(page)).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The second binding, for systems that keep Ctrl+` to themselves.
    await page.keyboard.press('Alt+F12');
    await expect(panel(page)).toBeVisible();
    // What was being typed is still there.
    await expect(screen(page)).toContainText('bash ~$ echo kept');
  });

  test('touch makes a file the explorer shows; cat prints what the user wrote', async ({
    page,
  }) => {
    await page.goto('/');
    await newFile(page, 'notes.txt');
    await waitForEditor(page);
    await typeInEditor(page, 'written in the editor');
    await page.keyboard.press('ControlOrMeta+Backquote');
    await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused();
    await run(page, 'cat notes.txt');
    await expect(screen(page)).toContainText('written in the editor');
    await run(page, 'mkdir src && touch src/app.py');
    await expect(treeItem(page, 'src')).toBeVisible();
    await expect(treeItem(page, 'app.py')).toBeVisible();
    await run(page, 'echo "print(\'hi\')" > src/app.py');
    await run(page, 'cd src');
    await run(page, 'ls');
    await expect(screen(page)).toContainText('app.py');
    await expect(panel(page).locator('.terminal-status')).toContainText('/home/project/src');
    await treeItem(page, 'app.py').click();
    await waitForEditor(page);
    await expect.poll(() => editorText(page)).toContain("print('hi')");
  });

  test('the unknown-command text and the missing-operand texts', async ({ page }) => {
    await openTerminal(page);
    await page.keyboard.type('cat wel');
    await page.keyboard.press('Tab');
    await expect(screen(page)).toContainText('bash ~$ cat welcome.md');
    await page.keyboard.press('Enter');
    await expect(screen(page)).toContainText('# Welcome');
    await run(page, 'frobnicate');
    await expect(screen(page)).toContainText(
      'Command not found: frobnicate. Type "help" for available commands.',
    );
    await run(page, 'cat');
    await expect(screen(page)).toContainText('cat: missing file operand');
    await run(page, 'mkdir');
    await expect(screen(page)).toContainText('mkdir: missing operand');
    await run(page, 'touch');
    await expect(screen(page)).toContainText('touch: missing file operand');
  });

  test('two terminals of different types, each with its own transcript', async ({ page }) => {
    await openTerminal(page);
    await run(page, 'echo "hello world"');
    await expect(screen(page)).toContainText('hello world');
    await panel(page).getByRole('button', { name: 'Select Terminal Type' }).click();
    const menu = page.getByRole('menu', { name: 'Select Terminal Type' });
    for (const name of [
      'Bash',
      'Python',
      'Node.js',
      'Java',
      'PowerShell',
      'Command Prompt',
      'Rust',
      'Go',
      'PHP',
    ]) {
      await expect(menu.getByRole('menuitem', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: /^Python/ }).click();
    const tabs = panel(page).getByRole('list', { name: 'Terminals' });
    await expect(tabs.getByRole('button', { name: 'Python', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(screen(page)).toContainText(
      'Python terminal (Python 3.14.2, running in your browser)',
    );
    await expect(screen(page)).not.toContainText('hello world');
    await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused(); // a new terminal takes the focus
    await run(page, 'python --version');
    await expect.poll(() => screenLines(page)).toContain('Python 3.14.2');
    await expect(panel(page).locator('.terminal-status')).toContainText('Python');
    await expect(panel(page).locator('.terminal-status')).toContainText('2 sessions');
    await expect(panel(page).locator('.terminal-status')).toContainText('Ready');

    await tabs.getByRole('button', { name: 'Bash', exact: true }).click();
    await expect(screen(page)).toContainText('hello world');
    await expect(screen(page)).not.toContainText('Python 3.14.2');
  });

  test('ArrowUp brings back earlier commands; Ctrl+C cancels a line', async ({ page }) => {
    await openTerminal(page);
    await run(page, 'echo first');
    await run(page, 'echo second');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(async () => (await screenLines(page)).filter(Boolean).slice(-2))
      .toEqual(['second', 'bash ~$ echo first']);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await screenLines(page)).filter((l) => l === 'first'))
      .toHaveLength(2);
    await page.keyboard.type('echo never');
    await page.keyboard.press('Control+c');
    await expect(screen(page)).toContainText('echo never^C');
    expect(await screenLines(page)).not.toContain('never');
    await expect.poll(async () => (await screenLines(page)).filter(Boolean).at(-1)).toBe('bash ~$');
    // Ctrl+L clears the screen and keeps what is being typed.
    await page.keyboard.type('pwd');
    await page.keyboard.press('Control+l');
    await expect
      .poll(async () => (await screenLines(page)).filter(Boolean))
      .toEqual(['bash ~$ pwd']);
  });

  test('Focus Mode hides the terminal and brings it back', async ({ page }) => {
    await openTerminal(page);
    await page.getByRole('heading', { name: 'Welcome to the editor' }).click();
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(panel(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Shift+F');
    await expect(panel(page)).toBeVisible();
    await expect(screen(page)).toContainText('Programs really run');
  });

  test('exit closes the current terminal, but never the only one', async ({ page }) => {
    await openTerminal(page);
    await run(page, 'exit');
    await expect(screen(page)).toContainText('exit: This is the only terminal, so it stays open.');
    const tabs = panel(page).getByRole('list', { name: 'Terminals' });
    // The button is aria-disabled yet still answers, to say why (force: Playwright would wait).
    await panel(page).getByRole('button', { name: 'Close Bash' }).click({ force: true });
    await expect(page.getByText('Terminal kept open')).toBeVisible();
    await expect(tabs.getByRole('listitem')).toHaveCount(1);

    await panel(page).getByRole('button', { name: 'Select Terminal Type' }).click();
    await page.getByRole('menuitem', { name: /^Go/ }).click();
    await panel(page).getByRole('button', { name: 'Select Terminal Type' }).click();
    await page.getByRole('menuitem', { name: /^PHP/ }).click();
    await expect(tabs.getByRole('listitem')).toHaveCount(3);
    await panel(page).locator('.xterm-helper-textarea').focus();
    await run(page, 'exit');
    await expect(tabs.getByRole('listitem')).toHaveCount(2);
    // Closing the active one activates the first remaining.
    await expect(tabs.getByRole('button', { name: 'Bash', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await run(page, 'clear');
    await expect(screen(page)).not.toContainText('only terminal');

    await panel(page).getByRole('button', { name: 'Close All Terminals' }).click();
    await expect(panel(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Backquote');
    await expect(tabs.getByRole('listitem')).toHaveCount(1);
  });

  test('paste runs each pasted line; Ctrl+C copies a selection', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTerminal(page);
    await page.evaluate(() => navigator.clipboard.writeText('mkdir pasted\ncd pasted\npwd'));
    await page.keyboard.press('ControlOrMeta+v');
    // Each pasted line break runs a line; the last line waits on the prompt, as in a terminal.
    await expect(screen(page)).toContainText('bash ~/pasted$ pwd');
    await expect(treeItem(page, 'pasted')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(screen(page)).toContainText('pwd/home/project/pasted');
    // Ctrl+C with text selected copies it rather than cancelling the line.
    await panel(page)
      .locator('.xterm-screen')
      .dblclick({ position: { x: 12, y: 8 } });
    await page.keyboard.press('ControlOrMeta+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Bash');
    // The right-click menu: Select All, Copy, Clear Terminal.
    await panel(page).locator('.xterm-screen').click({ button: 'right' });
    const actions = page.getByRole('menu', { name: 'Terminal actions' });
    await actions.getByRole('menuitem', { name: 'Select All' }).click();
    await panel(page).locator('.xterm-screen').click({ button: 'right' });
    await actions.getByRole('menuitem', { name: /^Copy/ }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('Programs really run, in your browser');
    await panel(page).locator('.xterm-screen').click({ button: 'right' });
    await actions.getByRole('menuitem', { name: 'Clear Terminal' }).click();
    await expect(screen(page)).not.toContainText('Programs really run');
    // Shift+Tab leaves the terminal for the panel's buttons (Tab itself completes names).
    await panel(page).locator('.xterm-helper-textarea').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).locator('.xterm-helper-textarea')).not.toBeFocused();
  });

  test('the resize handle stays between 200 and 800 px and is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1100 });
    await openTerminal(page);
    const handle = panel(page).getByRole('separator', { name: 'Resize terminal' });
    await expect(handle).toHaveAttribute('aria-valuenow', '300');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 3);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y - 2000, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '800');
    expect((await panel(page).boundingBox())!.height).toBeCloseTo(800, 0);
    const top = (await handle.boundingBox())!;
    await page.mouse.move(top.x + 200, top.y + 3);
    await page.mouse.down();
    await page.mouse.move(top.x + 200, top.y + 2000, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '200');
    expect((await panel(page).boundingBox())!.height).toBeCloseTo(200, 0);

    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuenow', '210');
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', '800');
    await page.keyboard.press('PageDown');
    await expect(handle).toHaveAttribute('aria-valuenow', '700');

    // The panel was open when the page was left: it comes back open, at the height it had.
    await reloadApp(page);
    await expect(panel(page).getByRole('separator')).toHaveAttribute('aria-valuenow', '700');
  });

  test('npm init and npm install change package.json in the project', async ({ page }) => {
    await openTerminal(page);
    await panel(page).getByRole('button', { name: 'Select Terminal Type' }).click();
    await page.getByRole('menuitem', { name: /^Node\.js/ }).click();
    await expect(panel(page).locator('.xterm-helper-textarea')).toBeFocused(); // a new terminal takes the focus
    await run(page, 'npm init -y');
    await expect(treeItem(page, 'package.json')).toBeVisible();
    await run(page, 'npm install lodash');
    await expect(screen(page)).toContainText('Added lodash@latest to dependencies');
    await run(page, 'cat package.json');
    await expect(screen(page)).toContainText('"lodash": "latest"');
  });

  test('the open terminal panel has no serious accessibility violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openTerminal(page);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        // The system's theme is read at start; the open panel comes back with the reload.
        await page.emulateMedia({ colorScheme: theme });
        await page.reload();
        await panel(page).locator('.xterm-helper-textarea').focus();
      }
      await run(page, 'ls');
      expect(await seriousViolations(page, '.terminal-panel'), theme).toEqual([]);
    }
  });
});
