/**
 * Start-up (issue 10): the page asks for the editor's styles and font as soon as it is parsed,
 * each is downloaded once (the preload is the very response the editor uses), the editor's
 * scripts come once each after the shell has painted, Monaco runs after that paint, and no
 * preload goes unused.
 */
import { test, expect, gotoApp } from './fixtures';
import { waitForEditor } from './helpers';

/** The modals' chunks, fetched while the page is idle once the editor has loaded. */
const MODAL_CHUNK =
  /\/assets\/(?:PaletteDialog|dialog-views|PanelModal|AutoFixDiffModal|SetupGuideDialog)-[\w-]+\.js$/;

test('the shell paints before Monaco runs, and the files of the editor download once each', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });

  await gotoApp(page, '/?file=start.js');
  await waitForEditor(page);

  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  // Every file of Monaco's rules was asked for by the HTML (the bundler names these chunks;
  // Monaco also writes inline styles at run time, which download nothing).
  const monacoSheets = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => {
        if (!sheet.href) return false;
        try {
          return [...sheet.cssRules].some(
            (rule) =>
              rule instanceof CSSStyleRule && rule.selectorText.startsWith('.monaco-editor'),
          );
        } catch {
          return false;
        }
      })
      .map((sheet) => new URL(sheet.href ?? '').pathname),
  );
  expect(monacoSheets.length).toBeGreaterThan(0);
  for (const sheet of monacoSheets) expect(preloaded).toContain(sheet);
  expect(preloaded.some((path) => /\/assets\/jetbrains-mono-[\w-]+\.woff2$/.test(path))).toBe(true);
  const editorScripts = requests.filter((r) =>
    /\/assets\/(?:editor\.api|monaco)-[\w-]+\.js$/.test(r),
  );
  expect(editorScripts).toHaveLength(2);
  for (const path of [...preloaded, ...editorScripts]) {
    expect(
      requests.filter((r) => r === path),
      path,
    ).toHaveLength(1);
  }

  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    monaco: performance.getEntriesByName('monaco-loaded')[0]?.startTime ?? -1,
  }));
  expect(times.paint).toBeGreaterThan(0);
  expect(times.monaco).toBeGreaterThan(times.paint);

  // Chrome says so on the console a few seconds after load when a preload is not used; that
  // check is Chrome's own timer, which neither the page nor its clock shows.
  await page.waitForTimeout(4000);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});

test('the first load brings the shell and the editor, not the panels, the drawer, the terminal, music, linters or the detection model', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoApp(page, '/?file=first.js');
  await waitForEditor(page);
  // Whatever starts on its own after the editor is editable has started: the modals, fetched
  // while the page is idle after that, have arrived.
  await expect.poll(() => fetched.filter((path) => MODAL_CHUNK.test(path)).length).toBe(5);
  const lazy =
    /\/assets\/(?:\w+Panel|\w+Tab|ai\.worker|detection\.worker|ruff_wasm|xterm|tone)[-.]/i;
  expect(fetched.filter((path) => lazy.test(path))).toEqual([]);
  // And they do load when asked for: the terminal, for one.
  await page.keyboard.press('ControlOrMeta+`');
  await expect(page.getByRole('region', { name: 'Terminal' })).toBeVisible();
  expect(fetched.some((path) => /\/assets\/TerminalPanel-/.test(path))).toBe(true);
});

test('the modals are not in the first load: they arrive once the editor is up, and then open at once', async ({
  page,
}) => {
  await gotoApp(page, '/?file=modals.js');
  await waitForEditor(page);
  const modal = MODAL_CHUNK;
  // Fetched while the page is idle after the editor has loaded (at most two seconds later).
  await expect
    .poll(() =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname)).length,
        modal.source,
      ),
    )
    .toBe(5);
  const timing = await page.evaluate((source) => {
    const monaco = performance.getEntriesByName('monaco-loaded')[0]?.startTime ?? -1;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { monaco, first: Math.min(...starts) };
  }, modal.source);
  expect(timing.monaco).toBeGreaterThan(0);
  expect(timing.first).toBeGreaterThan(timing.monaco);

  // Keys typed straight after the shortcut land in the palette's search box, not in the file.
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('toggle theme');
  await expect(page.getByRole('combobox', { name: 'Search commands' })).toHaveValue('toggle theme');
  await expect(page.locator('.monaco-editor .view-lines')).not.toContainText('toggle theme');
});

test('a modal opened before its code has arrived gets the keys typed meanwhile, and the editor none', async ({
  page,
}) => {
  // The palette's chunk comes only once the keys have been typed.
  let typed = () => {};
  const keysTyped = new Promise<void>((resolve) => (typed = resolve));
  await page.route(/\/assets\/PaletteDialog-[\w-]+\.js$/, async (route) => {
    await keysTyped;
    await route.continue();
  });
  await gotoApp(page, '/?file=early.js');
  await waitForEditor(page);
  const before = await page.locator('html').getAttribute('data-theme');
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('toggle theme');
  await page.keyboard.press('Enter');
  typed();
  // The palette came, took the words, ran the command on Enter and closed.
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
  await expect(page.locator('.monaco-editor .view-lines')).not.toContainText('toggle');
});

test('a shortcut pressed while the stored files still load is not lost', async ({ page }) => {
  // The files database answers only when the test says so.
  await page.addInitScript(() => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { releaseStorage: release });
    const add = IDBOpenDBRequest.prototype.addEventListener;
    IDBOpenDBRequest.prototype.addEventListener = function (
      this: IDBOpenDBRequest,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'success' || typeof listener !== 'function')
        return add.call(this, type, listener, options);
      return add.call(
        this,
        type,
        (event) => void gate.then(() => listener.call(this, event)),
        options,
      );
    };
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+k');
  await page.evaluate(() => (window as unknown as { releaseStorage: () => void }).releaseStorage());
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search commands' })).toBeFocused();
});
