/**
 * The welcome screen as a person meets it: the status badge, the intro, nine feature cards and the
 * shortcut list, the eleven Quick Actions (nine runnable sample files and two API docs pages), the
 * setup box, 'One-Click Start Backend' and the five-step setup guide, and the lists that scroll by
 * themselves.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { editorText, seriousViolations, waitForEditor } from './helpers';

const SAMPLES: [string, string][] = [
  ['analyze-code.py', 'def analyse(source: str) -> dict:'],
  ['security-config.json', '"Content-Security-Policy"'],
  ['example.py', 'def fizzbuzz(n: int) -> str:'],
  ['example.js', 'async function countdown(from) {'],
  ['metrics.py', 'def count_lines(folder: str)'],
  ['getting-started.md', '# Getting started'],
  ['setup-guide.md', 'npm install && npm start'],
  ['collaboration-demo.ts', 'function mergeLines(base: string, mine: string, theirs: string)'],
  ['performance-demo.ts', 'function fibFast(n: number'],
];

async function openWelcome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
}

/** Makes the health check fail, as when the app is served as plain static files. */
async function withoutBackend(page: Page) {
  await page.route('**/api/health', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
}

const quickActions = (page: Page) => page.getByRole('menu', { name: 'Quick Actions' });

test.describe('welcome screen', () => {
  test('shows the badge, the intro, nine feature cards and the shortcuts', async ({ page }) => {
    await openWelcome(page);
    const welcome = page.locator('.welcome');
    // Served by the project's own server, the health check connects.
    await expect(welcome.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    const intro = welcome.locator('.welcome-intro');
    await expect(intro).toContainText('in development');
    await expect(intro).toContainText('proof-of-concept');
    await expect(intro).toContainText('ethical AI development');

    const cards = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    // Each card either opens what it describes or says that it is not in this build.
    for (const card of await cards.all()) {
      const buttons = await card.getByRole('button').count();
      if (buttons === 0) await expect(card).toContainText('Not in this build yet.');
      else expect(buttons).toBe(1);
    }
    await page.getByRole('button', { name: 'Experience AI Music' }).click();
    await expect(page.getByRole('dialog', { name: /music/i })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await cards.filter({ hasText: 'Command palette' }).getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await page.keyboard.press('Escape');

    const shortcuts = page.getByRole('region', { name: 'Keyboard shortcuts' });
    const row = (title: string) => shortcuts.locator('div').filter({ hasText: title });
    await expect(row('Toggle Focus Mode')).toContainText('Ctrl+Shift+F');
    await expect(row('Show All Commands')).toContainText('Ctrl+K');
    await expect(row('Toggle Theme')).toContainText('Ctrl+T');
    await expect(row('Toggle Theme')).toContainText('Alt+T');
    await expect(row('Save File')).toContainText('Ctrl+S');
  });

  test('the eleven Quick Actions: nine sample files and two API docs pages', async ({ page }) => {
    // Eleven files and pages opened in turn take longer than a test's default time.
    test.setTimeout(90_000);
    await openWelcome(page);
    const button = page.getByRole('button', { name: 'Quick Actions' });
    await button.click();
    const items = quickActions(page).getByRole('menuitem');
    await expect(items).toHaveText([
      ...SAMPLES.map(([name]) => name),
      'Open API Docs',
      'Open Local API Docs (port 8000)',
    ]);
    await page.keyboard.press('Escape');

    for (const [name, line] of SAMPLES) {
      await button.click();
      await quickActions(page).getByRole('menuitem', { name, exact: true }).click();
      await waitForEditor(page);
      await expect(page.locator('.editor-file-name')).toHaveText(name);
      await expect.poll(() => editorText(page)).toContain(line);
      await page.getByRole('button', { name: `Close ${name}` }).click();
      await expect(button).toBeVisible();
    }
    const tree = page.getByRole('tree', { name: 'Files' });
    for (const [name] of SAMPLES) {
      await expect(tree.getByRole('treeitem', { name, exact: true })).toBeVisible();
    }

    // The docs pages open in a new tab: this origin's /docs and the one on port 8000.
    await button.click();
    const [docs] = await Promise.all([
      page.waitForEvent('popup'),
      quickActions(page).getByRole('menuitem', { name: 'Open API Docs' }).click(),
    ]);
    await expect.poll(() => new URL(docs.url()).pathname).toBe('/docs');
    expect(new URL(docs.url()).origin).toBe(new URL(page.url()).origin);
    await docs.close();
    await button.click();
    const [local] = await Promise.all([
      page.waitForEvent('popup'),
      quickActions(page).getByRole('menuitem', { name: 'Open Local API Docs (port 8000)' }).click(),
    ]);
    await expect.poll(() => local.url()).toMatch(/^(http:\/\/localhost:8000\/docs|chrome-error)/);
    await local.close();
  });

  test('a sample that exists already is opened, not copied', async ({ page }) => {
    await openWelcome(page);
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Quick Actions' }).click();
      await quickActions(page).getByRole('menuitem', { name: 'example.py' }).click();
      await expect(page.locator('.editor-file-name')).toHaveText('example.py');
      await page.getByRole('button', { name: 'Close example.py' }).click();
    }
    await expect(
      page.getByRole('tree', { name: 'Files' }).getByRole('treeitem', { name: /^example/ }),
    ).toHaveCount(1);
  });

  test('without a backend: setup box, One-Click Start Backend and the setup guide', async ({
    page,
  }) => {
    await withoutBackend(page);
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await openWelcome(page);
    await expect(
      page.locator('.welcome').getByRole('status').filter({ hasText: 'Frontend Demo Mode' }),
    ).toBeVisible();
    const start = page.getByRole('button', { name: 'One-Click Start Backend' });
    await start.click();
    const guide = page.getByRole('dialog', { name: 'Setup guide' });
    await expect(guide).toBeVisible();
    expect(logged).toContain('API base URL not configured');
    await expect(start).toBeEnabled(); // the starting state is cleared

    const steps = guide.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(guide).toContainText('npm install');
    await expect(guide).toContainText('npm start');
    await expect(guide).toContainText('inference endpoint');
    await expect(guide.getByRole('status')).toHaveText('0 of 5 steps complete');
    await guide.getByRole('button', { name: 'Mark as Complete' }).click();
    await guide.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(guide.getByRole('status')).toHaveText('2 of 5 steps complete');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await guide.getByRole('button', { name: 'Close Guide' }).click();
    await expect(guide).toBeHidden();
    await expect(start).toBeFocused();

    // Progress is remembered.
    await page.reload();
    await page.getByRole('button', { name: 'Open Setup Guide' }).click();
    await expect(guide.getByRole('status')).toHaveText('2 of 5 steps complete');
    await guide.getByRole('button', { name: 'Reset Steps' }).click();
    await expect(guide.getByRole('status')).toHaveText('0 of 5 steps complete');
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the setup box, guide and Quick Actions pass axe (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await withoutBackend(page);
      await openWelcome(page);
      await expect(page.getByRole('button', { name: 'One-Click Start Backend' })).toBeVisible();
      const serious = (selector: string) => seriousViolations(page, selector);
      expect(await serious('.welcome')).toEqual([]);
      await page.getByRole('button', { name: 'Quick Actions' }).click();
      expect(await serious('[role="menu"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open Setup Guide' }).click();
      await page.getByRole('button', { name: 'Mark as Complete' }).click();
      expect(await serious('[role="dialog"]')).toEqual([]);
    });
  }

  test('the setup box is not shown when the backend answers', async ({ page }) => {
    await openWelcome(page);
    await expect(page.locator('.welcome').getByRole('status')).toHaveText('Connected');
    await expect(page.getByRole('button', { name: 'One-Click Start Backend' })).toHaveCount(0);
  });

  test('the feature list scrolls by itself after 1 s and pauses under the pointer', async ({
    page,
  }) => {
    // The page's clock, so the test moves time on by exactly as much as it says.
    await page.clock.install();
    await openWelcome(page);
    const list = page.getByRole('list', { name: 'Features' });
    const top = () => list.evaluate((el) => el.scrollTop);
    await expect.poll(top, { timeout: 5000 }).toBeGreaterThan(4);
    await list.hover();
    const paused = await top();
    await page.clock.runFor(1000);
    expect(await top()).toBe(paused);
  });

  test('a list with more below its edge says so, and the wheel reaches its last card', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the list stays where the wheel puts it
    await openWelcome(page);
    const list = page.getByRole('list', { name: 'Features' });
    const last = list.getByRole('listitem').last();
    await expect(list).toHaveAttribute('data-more-below', '');
    await expect(last).not.toBeInViewport();
    await list.hover();
    await page.mouse.wheel(0, 2000);
    await expect(list).not.toHaveAttribute('data-more-below');
    await expect(last).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveAttribute(
      'data-more-below',
      '',
    );
  });

  test('the lists stay still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openWelcome(page);
    await page.clock.runFor(2500);
    expect(await page.getByRole('list', { name: 'Features' }).evaluate((el) => el.scrollTop)).toBe(
      0,
    );
  });
});
