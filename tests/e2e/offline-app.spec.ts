/**
 * Offline and installable (issue 32): after one visit the editor opens and works with no
 * network, kept by its service worker (scripts/vite-offline.ts), and a new version waits for the
 * user's "Reload" instead of changing under them. The other specs run without service workers
 * (playwright.config.ts); these allow them.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoApp } from './fixtures';
import { expectEditorToContain, newFile, typeInEditor, waitForEditor } from './helpers';

test.use({ serviceWorkers: 'allow' });
// One after the other: the second puts a new worker in the served build.
test.describe.configure({ mode: 'default' });

/**
 * Waits until the worker has installed (its precache is complete) and controls the page: its
 * download takes long on a loaded machine.
 */
async function waitForOfflineCopy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 150_000,
  });
}

/** Whether the worker's cache of files used at run time holds a file whose name matches. */
function keeps(page: Page, name: RegExp) {
  return page.evaluate(
    async (source) =>
      (await (await caches.open('assets')).keys()).some((r) => new RegExp(source).test(r.url)),
    name.source,
  );
}

function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('after one visit the editor opens and works with no network', async ({ page, context }) => {
  test.setTimeout(300_000);
  await gotoApp(page, '/?file=first-visit.js');
  await waitForEditor(page);
  await waitForOfflineCopy(page);
  // The command palette's code came at the first idle moment, before the worker took over, and
  // is kept. Run's code is in the offline copy from the start; the JavaScript runtime is kept
  // as it is first used (tests/e2e/offline-run.spec.ts runs every runtime offline).
  await expect.poll(() => keeps(page, /\/assets\/PaletteDialog-/), { timeout: 20_000 }).toBe(true);
  await page.keyboard.press('F5');
  await expect(page.getByRole('region', { name: 'Terminal' })).toContainText('Exited', {
    timeout: 60_000,
  });
  await expect.poll(() => keeps(page, /\/assets\/js\.worker-/)).toBe(true);

  await context.setOffline(true);
  const errors = uncaughtErrors(page);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // The API is never answered from a cache.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (r) => `answered ${r.status}`,
      () => 'no answer',
    ),
  );
  expect(api).toBe('no answer');

  await newFile(page, 'offline-notes.ts');
  await waitForEditor(page);
  await typeInEditor(page, 'const answer: number = 42;');
  await expectEditorToContain(page, 'const answer: number = 42;');
  // Monaco's TypeScript worker came from the precache: a type error shows in the status bar.
  await page.keyboard.press('Enter');
  await page.keyboard.type('const wrong: string = answer;');
  await expect(page.getByRole('contentinfo')).toContainText('1 error', { timeout: 60_000 });

  // Lazy parts: the palette, and the terminal used once before going offline.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  // The terminal panel was open when the page was left: it comes back with the layout.
  const terminal = page.getByRole('region', { name: 'Terminal' });
  await expect(terminal).toBeVisible();
  await terminal
    .getByRole('list', { name: 'Terminals' })
    .getByRole('button', { name: 'Bash', exact: true })
    .click();

  // The file runs offline, as it did online. The terminal takes the focus once it has loaded;
  // then the file is chosen again.
  await expect(page.getByRole('region', { name: 'Terminal' })).toContainText('Ready');
  const file = page.getByRole('treeitem', { name: /^offline-notes\.ts/ });
  await file.click();
  await expect(file).toBeFocused();
  await page.keyboard.press('F5');
  await expect(page.getByRole('region', { name: 'Terminal' })).toContainText('Exited', {
    timeout: 60_000,
  });

  // And the file is still there after another offline reload.
  await page.reload();
  await expect(page.getByRole('treeitem', { name: /^offline-notes\.ts/ })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The build the server serves, as playwright.config.ts makes it (or DIST_DIR, for one's own). */
const DIST_DIR =
  process.env.DIST_DIR ?? `node_modules/.cache/e2e-dist-${process.env.E2E_PORT || 4817}`;

/**
 * Puts a new version of the worker in the served build, as a deployment does (the browser
 * fetches the worker itself, out of the test's reach), and returns how to put the old one back.
 * The other specs block service workers, so none of them asks for it meanwhile.
 */
async function deployNewWorker(): Promise<() => Promise<void>> {
  const worker = path.join(DIST_DIR, 'sw.js');
  const original = await readFile(worker);
  // The server sends a compressed copy when there is one: set them aside.
  const copies = ['.br', '.gz'].map((ext) => worker + ext).filter((file) => existsSync(file));
  for (const copy of copies) await rename(copy, `${copy}.old`);
  await writeFile(worker, `${original.toString('utf8')}\n// a new version\n`);
  return async () => {
    await writeFile(worker, original);
    for (const copy of copies) await rename(`${copy}.old`, copy);
  };
}

test('a new version waits for the user: "Update available: reload", then Reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await gotoApp(page, '/?file=first-visit.js');
  await waitForEditor(page);
  await waitForOfflineCopy(page);

  const restore = await deployNewWorker();
  try {
    await page.reload();
    await waitForEditor(page);
    const update = page.locator('.toast').filter({ hasText: 'Update available: reload' });
    await expect(update).toBeVisible({ timeout: 60_000 });

    // Nothing changed under the user: the page stays as it is while they work.
    await newFile(page, 'still-here.js');
    await typeInEditor(page, 'let kept = 1;');
    await expectEditorToContain(page, 'let kept = 1;');
    await expect(update).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('treeitem', { name: /^still-here\.js/ })).toBeVisible();
    // The new version runs now: nothing is waiting, so the prompt does not come back.
    await waitForOfflineCopy(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: !!registration?.waiting, active: !!registration?.active };
        }),
      )
      .toEqual({ waiting: false, active: true });
    await expect(update).toBeHidden();
  } finally {
    await restore();
  }
});
