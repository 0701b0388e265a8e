/**
 * Code runs offline too: after one visit, with the server stopped (not merely the browser told
 * it is offline), every runtime runs and an HTML page previews with its CSS and picture. The run
 * host and the preview host sandbox themselves by their own policy, so the offline copy serves
 * their pages; the app fetches the runtimes' files for them.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openProject, treeItem, waitForEditor } from './helpers';
import { startStaticHost } from './static-host';

test.use({ serviceWorkers: 'allow' });

const PORT = Number(process.env.E2E_PORT || 4817);
const DIST_DIR = path.resolve(`node_modules/.cache/e2e-dist-${PORT}`);

const runTab = (page: Page) => page.getByRole('region', { name: 'Terminal' });
const runText = async (page: Page) =>
  (await runTab(page).locator('.run-xterm .xterm-rows').innerText()).replace(/\u00a0/g, ' ');

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="green"/></svg>\n';

const PROJECT = [
  { path: '/main.py', content: 'name = input("Your name? ")\nprint(f"Hello, {name}!")\n' },
  { path: '/app.js', content: 'console.log([1, 2, 3].map((n) => n * 2).join(" "));\n' },
  {
    path: '/query.sql',
    content:
      'CREATE TABLE t (n INTEGER);\nINSERT INTO t VALUES (4), (5);\nSELECT SUM(n) AS total FROM t;\n',
  },
  { path: '/hello.lua', content: 'print("lua says " .. 6 * 7)\n' },
  {
    path: '/index.html',
    content:
      '<!doctype html>\n<html><head><link rel="stylesheet" href="style.css"></head>\n<body><h1>Offline page</h1><img src="logo.svg" alt="Logo"></body></html>\n',
  },
  { path: '/style.css', content: 'h1 { color: rgb(0, 120, 0); }\n' },
  { path: '/logo.svg', content: LOGO },
];

/** Runs `file` and waits until the run has ended, however long its runtime takes to load. */
async function run(page: Page, file: string, expected: RegExp, input?: string, loading?: string) {
  await treeItem(page, file).click();
  await page.getByRole('button', { name: 'Run File' }).click();
  if (loading) await expect(runTab(page)).toContainText(loading, { timeout: 30_000 });
  if (input !== undefined) {
    await expect(runTab(page).getByRole('status')).toContainText('Waiting for input', {
      timeout: 90_000,
    });
    await page.keyboard.type(input);
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => runText(page), { timeout: 90_000 }).toMatch(expected);
  await expect.poll(() => runText(page), { timeout: 30_000 }).toMatch(/Exited in/);
}

/** `kept`: the runtimes come from the offline copy, so Python shows no download. */
async function runEverything(page: Page, kept: boolean) {
  await run(page, 'main.py', /Hello, Ada!/, 'Ada', kept ? 'Starting Python' : 'Loading Python (');
  await run(page, 'app.js', /2 4 6/);
  await run(page, 'query.sql', /total[\s\S]*9/);
  await run(page, 'hello.lua', /lua says 42/);
}

test('after one visit, code runs and pages preview with the server stopped', async ({ page }) => {
  test.setTimeout(400_000);
  const host = await startStaticHost(DIST_DIR);
  let serving = true;
  try {
    await openProject(page, PROJECT, `${host.url}/`);
    // The offline copy is in place before anything runs, so the runtimes are kept as they load.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 150_000,
    });
    await runEverything(page, false);

    await host.close();
    serving = false;
    await page.reload();
    await waitForEditor(page);
    expect(
      await page.evaluate(() =>
        fetch('/run.html').then(
          () => 'fetched',
          () => 'offline',
        ),
      ),
    ).toBe(
      'fetched', // answered by the offline copy
    );
    await runEverything(page, true);

    // The preview, with the project's CSS and picture.
    await treeItem(page, 'index.html').click();
    await page.getByRole('button', { name: 'Run File' }).click();
    const shown = page.frameLocator('iframe.preview-frame').frameLocator('iframe >> nth=-1');
    await expect(shown.getByRole('heading', { name: 'Offline page' })).toHaveCSS(
      'color',
      'rgb(0, 120, 0)',
    );
    await expect
      .poll(() =>
        shown
          .getByRole('img', { name: 'Logo' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(40);
  } finally {
    if (serving) await host.close();
  }
});
