/**
 * The project's server as a person meets it (issue 9): the page comes with a
 * Content-Security-Policy and the whole app works under it with no violation reported (Monaco
 * and its workers, typing, the terminal, the palette, the AI worker, wasm compilation for Ruff,
 * the API docs); the backend status follows the health check: 'Connected' with the server (the
 * e2e web server is the project's server), 'Frontend Demo Mode' with the same build served as
 * plain static files by a tiny server started here on a loopback port.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newFile, typeInEditor, waitForEditor } from './helpers';
import { startStaticHost, type StaticHost } from './static-host';

// The folder playwright.config.ts builds the app into for this port.
const PORT = Number(process.env.E2E_PORT || 4817);
const DIST_DIR = path.resolve(`node_modules/.cache/e2e-dist-${PORT}`);

/** Records CSP violations the page (document or console) reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|create|compile)/i.test(
        message.text(),
      )
    ) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

const statusBar = (page: Page) => page.getByRole('contentinfo');

test.describe('the server', () => {
  test('sends a CSP under which the whole app works with no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');

    // Monaco, its workers and typing.
    await newFile(page, 'csp-check.js');
    await waitForEditor(page);
    await typeInEditor(page, 'function greet(name) {\n');
    await typeInEditor(page, 'return "hello " + name;\n');
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('hello');

    // The terminal.
    await page.keyboard.press('ControlOrMeta+Backquote');
    const terminal = page.getByRole('region', { name: 'Terminal' });
    await expect(terminal).toContainText('Programs really run, in your browser');
    await expect(terminal.locator('.xterm-helper-textarea')).toBeFocused();
    await page.keyboard.type('echo csp-ok');
    await page.keyboard.press('Enter');
    await expect(terminal).toContainText('csp-ok');

    // The palette, and through it the Documentation Maker, which runs the AI worker.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('Documentation Maker');
    await page.keyboard.press('Enter');
    const docs = page.getByRole('dialog', { name: 'Documentation Maker' });
    await docs.getByRole('button', { name: 'Generate documentation' }).click();
    await expect(docs.getByRole('status')).toContainText('Documentation written', {
      timeout: 20_000,
    });

    // Ruff's auto-fix is WebAssembly: compiling a module is allowed, eval is not needed.
    const wasm = await page.evaluate(async () => {
      const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
      await WebAssembly.compile(empty);
      return 'compiled';
    });
    expect(wasm).toBe('compiled');

    expect(violations).toEqual([]);
  });

  test('blocks an injected inline script, and the watcher above sees it', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('script-src');
  });

  test('shows the API docs under the same CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/docs');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { name: /Editor API/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('/api/ai/autoFix').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("says 'Connected' when the server answers its health check", async ({ page }) => {
    await page.goto('/');
    await expect(statusBar(page)).toContainText('Connected');
    const health = await page.request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', ai: { provider: 'local' } });
  });

  // The web server is the bundle `npm start` runs (dist-server/main.js): its engine answers on
  // worker threads loaded from the bundle's own worker entry, with Ruff's wasm from node_modules.
  test('answers an AI request from its bundle, on the engine worker threads', async ({
    request,
  }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    const response = await request.post('/api/ai/autoFix', {
      data: { code: 'import os\nx=1\n', language: 'python' },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      fixed: true,
      fixed_code: 'x = 1\n',
      provider: { kind: 'local' },
    });
  });
});

test.describe('a server that goes away', () => {
  test('is said once, and the work stays', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(statusBar(page)).toContainText('Connected');
    await newFile(page, 'kept.js');
    await waitForEditor(page);
    await typeInEditor(page, 'let kept = 1;\n');
    // The server stops answering: the next check, 30 s later, finds nothing.
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.clock.fastForward(31_000);
    await expect(statusBar(page)).toContainText('Frontend Demo Mode');
    const toast = page.getByText('Server disconnected');
    await expect(toast).toHaveCount(1);
    await expect(page.getByText('AI features now run in this browser')).toBeVisible();
    // Later checks that fail again say nothing more.
    await page.clock.fastForward(61_000);
    await expect(toast).toHaveCount(0);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('let kept = 1;');
    // Back again: connected.
    await page.unroute('**/api/health');
    await page.clock.fastForward(31_000);
    await expect(statusBar(page)).toContainText('Connected');
  });
});

test.describe('AI through the server, when the server goes', () => {
  test('an analysis still answers, from this browser, and the status changes at once', async ({
    page,
  }) => {
    // The project's server chosen in the Ethics tab.
    await page.addInitScript(() => {
      localStorage.setItem(
        'ai.provider',
        JSON.stringify({ keepLocal: false, provider: 'backend' }),
      );
    });
    await page.goto('/?file=gone.js');
    await expect(statusBar(page)).toContainText('Connected');
    await waitForEditor(page);
    await typeInEditor(page, 'var total = 0;\nfunction add(n) {\n  total = total + n;\n}\n');
    // The AI routes stop answering; the next health check is 30 s away.
    await page.route('**/api/ai/**', (route) => route.abort('connectionrefused'));
    await page.keyboard.press('ControlOrMeta+Shift+Q');
    const report = page.locator('.toast').filter({ hasText: 'Quantum Analysis: gone.js' });
    await expect(report).toContainText(/Complexity \d+%, maintainability \d+%\./);
    await expect(page.getByText('Server disconnected')).toHaveCount(1);
    await expect(statusBar(page)).toContainText('Frontend Demo Mode');
  });
});

test.describe('the static build alone', () => {
  let host: StaticHost;
  let url: string;

  test.beforeAll(async () => {
    host = await startStaticHost(DIST_DIR);
    url = host.url;
  });

  test.afterAll(() => host.close());

  test("runs in 'Frontend Demo Mode' with every feature in the browser", async ({ page }) => {
    await page.goto(url);
    await expect(statusBar(page)).toContainText('Frontend Demo Mode');
    await expect(
      page.locator('.welcome').getByRole('status').filter({ hasText: 'Frontend Demo Mode' }),
    ).toBeVisible();
    await newFile(page, 'offline.py');
    await waitForEditor(page);
    await typeInEditor(page, 'print("still works")\n');
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('still works');
    // Code runs too, with the headers the build's _headers file gives.
    await newFile(page, 'static.js');
    await waitForEditor(page);
    await typeInEditor(page, 'console.log("ran " + (6 * 7));\n');
    await page.getByRole('button', { name: 'Run File' }).click();
    await expect(page.locator('.run-xterm .xterm-rows')).toContainText('ran 42');
  });
});
