/**
 * The app works with the network cable pulled: everything it loads comes from its own origin. The
 * `test` of ./fixtures aborts and reports any request that leaves this machine.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoApp } from './fixtures';
import { newFile, typeInEditor, waitForEditor } from './helpers';

/** Console errors and uncaught exceptions of `page`, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Every URL the page points its scripts, stylesheets and fonts at, and every resource loaded. */
function loadedUrls(page: Page) {
  return page.evaluate(() => {
    const scripts = [...document.scripts].filter((s) => s.src).map((s) => s.src);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[href]')]
      .filter((l) => /\b(stylesheet|preload|modulepreload|icon|manifest)\b/.test(l.rel))
      .map((l) => l.href);
    const stylesheets = links.filter((href) =>
      [...document.styleSheets].some((sheet) => sheet.href === href),
    );
    const fonts: string[] = [];
    const visit = (rules: CSSRuleList, base: string) => {
      for (const rule of rules) {
        if (rule instanceof CSSFontFaceRule) {
          const src = rule.style.getPropertyValue('src');
          for (const match of src.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) {
            fonts.push(new URL(match[2]!, base).href);
          }
        } else if ('cssRules' in rule) {
          visit((rule as CSSGroupingRule).cssRules, base);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        visit(sheet.cssRules, sheet.href ?? document.baseURI);
      } catch {
        fonts.push(`unreadable (cross-origin) stylesheet ${sheet.href}`);
      }
    }
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    return { scripts, links, stylesheets, fonts, resources };
  });
}

function notFrom(origin: string, urls: string[]): string[] {
  return urls.filter((u) => {
    if (u.startsWith('data:') || u.startsWith('blob:')) return false;
    try {
      return new URL(u).origin !== origin;
    } catch {
      return true;
    }
  });
}

test('the app loads with every script, stylesheet and font from its own origin', async ({
  page,
  outsideRequests,
}) => {
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await gotoApp(page);
  await expect(page.getByRole('banner')).toBeVisible();
  // Let the lazily loaded parts (Monaco, its styles) arrive, and the fonts settle.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });

  const origin = new URL(page.url()).origin;
  const urls = await loadedUrls(page);
  expect(urls.scripts.length, 'scripts').toBeGreaterThan(0);
  expect(urls.stylesheets.length, 'stylesheets').toBeGreaterThan(0);
  expect(urls.fonts.length, '@font-face sources').toBeGreaterThan(0);
  expect({
    scripts: notFrom(origin, urls.scripts),
    links: notFrom(origin, urls.links),
    fonts: notFrom(origin, urls.fonts),
    resources: notFrom(origin, urls.resources),
    requests: notFrom(origin, requested),
  }).toEqual({ scripts: [], links: [], fonts: [], resources: [], requests: [] });
  expect(outsideRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('editing works offline: Monaco, its TypeScript worker and the editor font', async ({
  page,
  baseURL,
  outsideRequests,
}) => {
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await gotoApp(page);
  await newFile(page, 'offline.ts');
  await waitForEditor(page);
  await typeInEditor(page, 'const answer: number = 42;');
  // Monaco's TypeScript worker runs locally: a type error shows in the status bar.
  await page.keyboard.press('Enter');
  await page.keyboard.type('const wrong: string = answer;');
  await expect(page.getByRole('contentinfo')).toContainText('1 error', { timeout: 15_000 });

  const fonts = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(fonts.join(',')).toContain('JetBrains Mono');
  expect(notFrom(new URL(baseURL!).origin, requested)).toEqual([]);
  expect(outsideRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('a cancelled ghost-text wait is not an uncaught error; any other rejection still is', async ({
  page,
}) => {
  await gotoApp(page);
  await newFile(page, 'cancel.js');
  await waitForEditor(page);
  const errors = collectErrors(page);
  await page.evaluate(async () => {
    // What Monaco's inline-completions controller rejects with when typing cancels its wait.
    const canceled = new Error('Canceled');
    canceled.name = 'Canceled';
    void Promise.reject(canceled);
    void Promise.reject(new Error('something else went wrong'));
  });
  // Rejections are reported in order: once the second is, the first has had its turn.
  await expect.poll(() => errors).toEqual(['uncaught: something else went wrong']);
});
