/**
 * The AI drawer: each tab loads once, behind its 'Load …' button; the tab list works with the
 * keyboard; axe finds nothing serious in either theme; the Ethics tab lists the endpoint that was
 * actually called, with a fake inference server on 127.0.0.1 (port 0) that speaks the
 * OpenAI-compatible /v1/completions format.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  editorText,
  expectEditorToContain,
  newFile,
  seriousViolations,
  treeItem,
  waitForEditor,
} from './helpers';

const CART = `class Cart {
  constructor() {
    this.items = [];
  }
  total() {
    let sum = 0;
    for (const item of this.items) {
      if (item.price > 0 && item.qty > 0) sum += item.price * item.qty;
    }
    return sum;
  }
}

function describeTotal(total) {
  if (total > 100) return 'large';
  if (total > 10) return 'medium';
  return 'small';
}
`;

/** A project with one open file, tips off, no first-visit tour. */
async function seed(page: Page, content = CART) {
  await page.addInitScript((text) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'files',
      JSON.stringify([
        {
          id: 'cart',
          name: 'cart.js',
          type: 'file',
          content: text,
          path: '/cart.js',
          modified: false,
          lastSaved: null,
        },
      ]),
    );
    localStorage.setItem('activeFileId', 'cart');
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('beginnerMode', 'false');
  }, content);
}

const drawer = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' });
const tab = (page: Page, name: string) => drawer(page).getByRole('tab', { name });

/** Opens the seeded workspace and shows the AI drawer with its header button. */
async function openDrawer(page: Page) {
  await page.goto('/');
  await waitForEditor(page);
  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
}

/** Selects a drawer tab and presses its 'Load …' button. */
async function loadTab(page: Page, name: string) {
  await tab(page, name).click();
  await drawer(page)
    .getByRole('button', { name: `Load ${name}` })
    .click();
}

const TAB_CHUNK = /\/assets\/(AssistTab|AnalyzeTab|VisualizeTab|EthicsTab)-[\w-]+\.js$/;

test('each drawer tab loads once, behind its Load button, and keeps its state', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = TAB_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) chunks.push(match[1]);
  });
  await seed(page);
  await page.goto('/');
  await waitForEditor(page);
  await expect(drawer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Toggle AI panel' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(tab(page, 'Assist')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Assist')).toBeFocused();
  expect(chunks).toEqual([]);

  for (const [name, body] of [
    ['Assist', drawer(page).getByRole('button', { name: 'Explain' })],
    ['Analyze', drawer(page).getByRole('heading', { name: 'Quality' })],
    ['Visualize', drawer(page).getByRole('group', { name: 'Structure of cart.js' })],
    ['Ethics', drawer(page).getByRole('heading', { name: 'What left this browser' })],
  ] as const) {
    await tab(page, name).click();
    const load = drawer(page).getByRole('button', { name: `Load ${name}` });
    await expect(load).toBeVisible();
    await load.click();
    await expect(body).toBeVisible();
  }
  expect(chunks.sort()).toEqual(['AnalyzeTab', 'AssistTab', 'EthicsTab', 'VisualizeTab']);

  // Assist keeps a generated result across tab switches and closing the drawer.
  await tab(page, 'Assist').click();
  await drawer(page).getByLabel('Describe what the code should do').fill('sum a list of numbers');
  // A learner's default is plain code: one function, no second implementation checking it.
  await expect(drawer(page).getByLabel('Style')).toHaveValue('plain');
  await expect(drawer(page).getByLabel('Style').locator('option:checked')).toHaveText('Plain');
  await drawer(page).getByRole('button', { name: 'Generate', exact: true }).click();
  const generated = drawer(page).getByRole('textbox', { name: 'Generated code' });
  await expect(generated).toHaveValue(/^\/\/ sum a list of numbers\nfunction sumNumbers\(/);
  await expect(generated).not.toHaveValue(/Wave|Classical/);
  await tab(page, 'Visualize').click();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+Shift+A');
  await expect(drawer(page)).toBeVisible();
  await tab(page, 'Assist').click();
  await expect(generated).toHaveValue(/function/);
  for (const name of ['Assist', 'Analyze', 'Visualize', 'Ethics']) {
    await tab(page, name).click();
    await expect(drawer(page).getByRole('button', { name: `Load ${name}` })).toHaveCount(0);
  }
  expect(chunks).toHaveLength(4);

  // The generated code opens as a new file, ai-generated.js.
  await tab(page, 'Assist').click();
  await drawer(page).getByRole('button', { name: 'Open as new file' }).click();
  await expect(treeItem(page, 'ai-generated.js')).toBeVisible();
  await expect(page.locator('.editor-file-name')).toHaveText('ai-generated.js');
  await expectEditorToContain(page, 'function');
});

test('the drawer tabs work with the keyboard, and Focus Mode hides and restores the drawer', async ({
  page,
}) => {
  await seed(page);
  await page.goto('/');
  await waitForEditor(page);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+Shift+A');
  await expect(tab(page, 'Assist')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Analyze')).toBeFocused();
  await expect(tab(page, 'Analyze')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Ethics')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Assist')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Ethics')).toHaveAttribute('aria-selected', 'true');
  // Tab moves from the tab list into the panel, then to its Load button; Enter loads it.
  await page.keyboard.press('Tab');
  await expect(drawer(page).getByRole('tabpanel', { name: 'Ethics' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer(page).getByRole('button', { name: 'Load Ethics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer(page).getByRole('checkbox', { name: 'Keep everything local' })).toBeChecked();

  await page.keyboard.press('ControlOrMeta+Shift+F');
  await expect(drawer(page)).toBeHidden();
  // Focus went to the editor, where Ctrl/Cmd+Shift+F is auto-fix: leave from outside it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('ControlOrMeta+Shift+F');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('checkbox', { name: 'Keep everything local' })).toBeVisible();
});

test('Visualize: a block of the complexity map moves the cursor to its code', async ({ page }) => {
  await seed(page);
  await openDrawer(page);
  await loadTab(page, 'Visualize');
  const map = drawer(page).getByRole('group', { name: 'Complexity map of cart.js' });
  const tile = map.getByRole('button', { name: /^function describeTotal: complexity 3, 5 lines/ });
  await expect(tile).toBeVisible();
  await expect(map.getByRole('button', { name: /^method total: complexity 4/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-drawer-visualize.png' });
  await tile.click();
  await page.keyboard.type('// here\n');
  await expect.poll(async () => (await editorText(page)).split('\n')[13]).toBe('// here');
});

test("Analyze: 'Line N' of a file that is no longer open opens it at that line", async ({
  page,
}) => {
  await seed(page);
  await openDrawer(page);
  await loadTab(page, 'Analyze');
  const lineLink = drawer(page)
    .getByRole('list')
    .getByRole('button', { name: /^Line \d+$/ })
    .first();
  await expect(lineLink).toBeVisible();
  const line = Number((await lineLink.textContent())?.replace('Line ', ''));
  await newFile(page, 'other.js');
  await expect(page.locator('.editor-file-name')).toHaveText('other.js');
  await lineLink.click();
  await expect(page.locator('.editor-file-name')).toHaveText('cart.js');
  await page.keyboard.press('Home');
  await page.keyboard.type('/* here */');
  await expect
    .poll(async () => (await editorText(page)).split('\n')[line - 1])
    .toMatch(/^\/\* here \*\//);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the drawer and its four tabs have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    // Eight axe passes (each tab, loaded and not) are slow on a loaded machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    await seed(page);
    await openDrawer(page);
    const check = async (label: string) => {
      expect(await seriousViolations(page, '#ai-drawer'), label).toEqual([]);
    };
    await check('unloaded');
    for (const [name, ready] of [
      ['Assist', drawer(page).getByRole('button', { name: 'Explain' })],
      ['Analyze', drawer(page).getByRole('heading', { name: 'Optimisation suggestions' })],
      ['Visualize', drawer(page).getByRole('group', { name: 'Complexity map of cart.js' })],
      ['Ethics', drawer(page).getByRole('heading', { name: 'Provider' })],
    ] as const) {
      await loadTab(page, name);
      await expect(ready).toBeVisible();
      if (name === 'Assist') {
        await drawer(page).getByRole('button', { name: 'Explain' }).click();
        await expect(drawer(page).getByRole('heading', { name: 'Explanation' })).toBeVisible();
      }
      await check(name);
      await page.screenshot({ path: `test-results/ai-drawer-${theme}-${name}.png` });
    }
    await page.screenshot({ path: `test-results/ai-drawer-${theme}.png` });
  });
}

interface Received {
  path: string;
  raw: string;
  authorization: string | undefined;
}

/**
 * A fake OpenAI-compatible completions server on 127.0.0.1 with a random port: it answers
 * `answer`, or what `reply` says (a status and a JSON body).
 */
async function fakeCompletionsServer(
  answer: string,
  reply: () => { status: number; body: unknown } = () => ({
    status: 200,
    body: { choices: [{ text: answer }] },
  }),
) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type, authorization, accept');
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      received.push({ path: req.url ?? '', raw, authorization: req.headers.authorization });
      const { status, body } = reply();
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** In the Ethics tab: picks the self-hosted model and types its base URL; gives its form. */
async function chooseSelfHosted(page: Page, url: string) {
  await drawer(page)
    .getByRole('radio', { name: /Self-hosted FIM model/ })
    .check();
  const settings = drawer(page).getByRole('form', { name: /Self-hosted FIM model/ });
  await settings.getByLabel('Base URL').fill(url);
  return settings;
}

test.describe('with an inference endpoint of the user', () => {
  // The project's server sends a Content-Security-Policy whose connect-src lists only the
  // origins in CSP_CONNECT_SRC; this test's fake endpoint has a random port, so the test lifts
  // the policy instead of restarting the server (a deployment adds its endpoint's origin).
  test.use({ bypassCSP: true });

  test('the Ethics tab lists the endpoint actually called, and a saved token is never shown', async ({
    page,
  }) => {
    const fixed = 'const total = 1;';
    const fake = await fakeCompletionsServer(fixed);
    try {
      await seed(page, 'cosnt total = 1;\n');
      await openDrawer(page);
      await loadTab(page, 'Ethics');
      await expect(drawer(page).getByText('Nothing so far')).toBeVisible();

      const settings = await chooseSelfHosted(page, fake.url);
      await settings.getByRole('button', { name: 'Save endpoint' }).click();
      await drawer(page).getByLabel('Access token (stored only in this browser)').fill('tok-123');
      await drawer(page).getByRole('button', { name: 'Save token' }).click();
      await expect(drawer(page).getByText('•••• saved')).toBeVisible();
      await expect(drawer(page).getByRole('button', { name: 'Replace' })).toBeVisible();
      await expect(drawer(page).getByRole('button', { name: 'Forget' })).toBeVisible();
      // Configured first, then switched on: nothing is sent to a half-configured provider.
      await drawer(page).getByRole('checkbox', { name: 'Keep everything local' }).uncheck();
      const endpoint = `${fake.url}/v1/completions`;
      await expect(
        drawer(page)
          .getByRole('row', { name: /Correction/ })
          .getByText(endpoint),
      ).toBeVisible();

      // Fix the selection through the configured model.
      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('ControlOrMeta+A');
      await loadTab(page, 'Assist');
      await expect(drawer(page).getByText(/Works on the selection in cart\.js/)).toBeVisible();
      await drawer(page).getByRole('button', { name: 'Fix' }).click();
      const fixes = drawer(page).locator('.ai-result');
      await expect(fixes.getByRole('textbox', { name: /Suggested code/ })).toHaveValue(fixed);
      await expect(
        fixes.getByText(/By model Qwen\/Qwen2\.5-Coder-1\.5B · confidence 85%/),
      ).toBeVisible();

      const correction = fake.received.find((r) => r.raw.includes('Fix the following JavaScript'));
      expect(correction?.path).toBe('/v1/completions');
      expect(correction?.authorization).toBe('Bearer tok-123');
      const bytes = Buffer.byteLength(correction?.raw ?? '', 'utf8');

      await tab(page, 'Ethics').click();
      const sent = drawer(page).getByRole('list', { name: 'Requests sent' }).getByRole('listitem');
      const entry = sent.filter({ hasText: 'correction' }).first();
      await expect(entry).toContainText(`correction → ${endpoint}`);
      await expect(entry).toContainText(`${bytes} bytes`);
      await expect(entry).toContainText('answered 200 · with your token');
      await entry.getByText('Exactly what was sent').click();
      await expect(
        entry.getByRole('textbox', { name: `Request body sent to ${endpoint}` }),
      ).toHaveValue(correction?.raw ?? 'missing');
      expect(await page.content()).not.toContain('tok-123');

      // Applying the fix changes the file as one edit.
      await tab(page, 'Assist').click();
      await fixes.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => editorText(page)).toContain(fixed);

      // The settings and the token survive a reload; the token is still never shown.
      // The drawer comes back as it was left: open, its tabs loaded.
      await page.reload();
      await waitForEditor(page);
      await expect(drawer(page)).toBeVisible();
      await tab(page, 'Ethics').click();
      await expect(
        drawer(page).getByRole('checkbox', { name: 'Keep everything local' }),
      ).not.toBeChecked();
      await expect(drawer(page).getByText('•••• saved')).toBeVisible();
      expect(await page.content()).not.toContain('tok-123');
      await drawer(page).getByRole('button', { name: 'Forget' }).click();
      await expect(
        drawer(page).getByLabel('Access token (stored only in this browser)'),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('ai.provider.tokens'))).toBeNull();
    } finally {
      await fake.close();
    }
  });
});

test.describe('hints from a connected model', () => {
  test.use({ bypassCSP: true });

  test('the Hint ladder is asked of the model in the same four rungs, its line the fix', async ({
    page,
  }) => {
    const ladder =
      ' Naming a method only points at it; nothing runs.\nWhere: line 2, `names.sort`.\nTry: make the method run.\nFix: names.sort();';
    const fake = await fakeCompletionsServer(ladder);
    try {
      await seed(page, 'const names = ["Zoe", "Ada"];\nnames.sort;\nconsole.log(names[0]);\n');
      await openDrawer(page);
      await loadTab(page, 'Ethics');
      const settings = await chooseSelfHosted(page, fake.url);
      await settings.getByRole('button', { name: 'Save endpoint' }).click();
      await drawer(page).getByRole('checkbox', { name: 'Keep everything local' }).uncheck();
      await expect(drawer(page).getByRole('row', { name: /Hints/ })).toContainText(
        `${fake.url}/v1/completions`,
      );
      await drawer(page).getByRole('button', { name: 'Close AI drawer' }).click();

      const count = page
        .getByRole('contentinfo')
        .getByRole('button', { name: /^\d+ (?:warnings?|errors?)/ });
      await expect(count).toBeVisible({ timeout: 60_000 });
      await count.click();
      const problems = page.getByRole('region', { name: 'Problems' });
      await problems.getByRole('button', { name: /^Hint for line 2 \(1 of 4\)$/ }).click();
      const hints = problems.getByRole('list', { name: 'Hints for line 2' });
      await expect(hints.getByRole('listitem')).toHaveCount(1);
      await expect(hints.getByRole('listitem')).toHaveText(
        'What it means: Naming a method only points at it; nothing runs.',
      );
      await expect(problems.getByText('Hints by model Qwen/Qwen2.5-Coder-1.5B')).toBeVisible();
      const asked = fake.received.find((r) => r.raw.includes('Help a beginner find the fix'));
      expect(asked?.raw).toContain('The problem, on line 2:');

      await problems.getByRole('button', { name: 'Next hint for line 2 (2 of 4)' }).click();
      await problems.getByRole('button', { name: 'Next hint for line 2 (3 of 4)' }).click();
      await expect(hints.getByRole('listitem').nth(2)).toHaveText(
        'What to try: make the method run.',
      );
      await problems.getByRole('button', { name: 'Show the fix for line 2 (4 of 4)' }).click();
      await expect(problems.getByLabel('The change from line 2')).toHaveText(
        '- names.sort;\n+ names.sort();\n',
      );
      // Asked once: climbing reads the ladder already given.
      expect(
        fake.received.filter((r) => r.raw.includes('Help a beginner find the fix')),
      ).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});

test('at 390 px the drawer covers the editor and stays inside the window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await seed(page);
  await page.goto('/');
  await waitForEditor(page);
  // The header keeps the AI button in its More Options menu at this width.
  await page.getByRole('button', { name: 'More Options' }).click();
  await page.getByRole('menuitem', { name: /AI Assistant/ }).click();
  await expect(drawer(page)).toBeVisible();
  const box = await drawer(page).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await drawer(page).getByRole('button', { name: 'Load Assist' }).click();
  await expect(drawer(page).getByRole('button', { name: 'Explain' })).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-drawer-390.png' });
  await drawer(page).getByRole('button', { name: 'Close AI drawer' }).click();
  await expect(drawer(page)).toBeHidden();
});

test.describe('with an inference service that is loading its model', () => {
  test.use({ bypassCSP: true });

  test('a 503 with an estimated time says the model is loading, and the built-in engine answers meanwhile', async ({
    page,
  }) => {
    const fake = await fakeCompletionsServer('', () => ({
      status: 503,
      body: { error: 'Model my-org/tiny-code-model is currently loading', estimated_time: 20 },
    }));
    try {
      await seed(page, 'cosnt total = 1;\nconsole.log(total);\n');
      await openDrawer(page);
      await loadTab(page, 'Ethics');
      const settings = await chooseSelfHosted(page, fake.url);
      await settings.getByLabel('Model').fill('my-org/tiny-code-model');
      await expect(
        settings.getByText(
          'This model has no fill-in-the-middle tokens: completions use the code before the cursor only.',
        ),
      ).toBeVisible();
      await settings.getByRole('button', { name: 'Save endpoint' }).click();
      await drawer(page).getByRole('checkbox', { name: 'Keep everything local' }).uncheck();
      await expect(
        drawer(page)
          .getByRole('row', { name: /Correction/ })
          .getByText(`${fake.url}/v1/completions`),
      ).toBeVisible();

      await page.locator('.monaco-editor .view-lines').click();
      await page.keyboard.press('ControlOrMeta+A');
      await loadTab(page, 'Assist');
      await expect(drawer(page).getByText(/Works on the selection in cart\.js/)).toBeVisible();
      await drawer(page).getByRole('button', { name: 'Fix' }).click();
      const result = drawer(page).locator('.ai-result');
      // The built-in engine's own fix, labelled as its answer and saying why.
      await expect(result.getByRole('textbox', { name: /Suggested code/ }).first()).toHaveValue(
        /const/,
      );
      await expect(
        result
          .getByText(
            /By the built-in engine \(the service failed: model loading, retrying in \d+ s\)/,
          )
          .first(),
      ).toBeVisible();
      await expect(
        result.getByText('The model is loading: try again in about 20 s.').first(),
      ).toBeVisible();
      expect(fake.received.length).toBeGreaterThan(0);

      await tab(page, 'Ethics').click();
      await expect(
        drawer(page)
          .getByRole('status')
          .filter({ hasText: /Model loading: retrying in \d+ s/ }),
      ).toContainText('The built-in engine answers meanwhile.');
    } finally {
      await fake.close();
    }
  });
});

test('Explain says what a small program defines, and names each problem with its line', async ({
  page,
}) => {
  await seed(
    page,
    [
      'function add(a, b) {',
      '  return a + b;',
      '}',
      '',
      'const total = add(2, 3);',
      'console.log("Total:", total);',
      'let x = 1;',
      'if (x = 2) {',
      '  console.log("two");',
      '}',
      '',
    ].join('\n'),
  );
  await openDrawer(page);
  await loadTab(page, 'Assist');
  await drawer(page).getByRole('button', { name: 'Explain' }).click();
  const result = drawer(page).locator('.ai-explanation');
  await expect(result.getByRole('region', { name: 'Functions' })).toContainText(
    'Line 1 add(a, b) takes a and b and returns a + b.',
  );
  // What it did is told from its recorded run (explain-run.spec.ts).
  await expect(result.getByRole('region', { name: 'What it reads' })).toContainText(
    'Line 1 add receives a and b each time it is called.',
  );
  const problems = result.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem').filter({ hasText: /^Line 8 .*===/ })).toHaveCount(1);
  await expect(result).toContainText('By the built-in engine');
});

test('Generate offers what the built-in engine can write when it cannot write what was asked', async ({
  page,
}) => {
  await seed(page);
  await openDrawer(page);
  await loadTab(page, 'Assist');
  const describe = drawer(page).getByLabel('Describe what the code should do');
  await describe.fill('a weather dashboard');
  await drawer(page).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(drawer(page).getByText(/cannot write “a weather dashboard”/)).toBeVisible();
  const tasks = drawer(page).getByRole('group', { name: 'What the built-in engine can write' });
  await expect(tasks.getByRole('button')).toHaveCount(12);
  await expect(drawer(page).getByRole('textbox', { name: 'Generated code' })).toHaveCount(0);
  await tasks.getByRole('button', { name: 'sum a list of numbers' }).click();
  await expect(describe).toHaveValue('sum a list of numbers');
  await expect(drawer(page).getByRole('textbox', { name: 'Generated code' })).toHaveValue(
    /function sumNumbers\(numbers\)/,
  );
  await expect(tasks).toHaveCount(0);
});
