/**
 * The type checkers as a user meets them, in Debian's Chromium against the built app served by
 * the project's own server on 127.0.0.1, for a 300-line Python and JavaScript file with one
 * misspelt method at its end:
 * - first answer: from the editor being editable (in a fresh browser context: nothing loaded)
 *   to the mistake's warning in the status bar (budget 3 s);
 * - typing while the checker starts: each key's time to the next frame (not blocked: the
 *   checkers run in workers);
 * - a diagnosis after a keystroke: from typing a new mistake to its warning, less the editor's
 *   wait for typing to pause (budget 300 ms).
 */
import { type Browser, type Page } from 'playwright-core';
import { DIAGNOSE_DELAY_MS } from '../src/core/ai/constants.ts';
import { longProgram } from './lib/content.ts';
import type { EditorWindow } from './lib/editor-page.ts';
import { runBrowserSuite } from './lib/browser-suite.ts';
import { record, timing } from './lib/report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIRST_ANSWER_BUDGET_MS = 3000;
const KEYSTROKE_BUDGET_MS = 300;

const MISTAKE = {
  python: { name: 'long.py', tail: 'word = "a"\nprint(word.uppercase())\n', typed: 'word.lowr()' },
  javascript: {
    name: 'long.js',
    tail: 'const word = "a";\nconsole.log(word.toUppercase());\n',
    typed: 'word.toLowercase();',
  },
} as const;

async function open(browser: Browser, url: string, name: string, content: string) {
  const context = await browser.newContext();
  const entries = [
    { id: 'f0', name, type: 'file', content, path: `/${name}`, modified: false, lastSaved: null },
  ];
  await context.addInitScript((stored: string) => {
    try {
      if (localStorage.getItem('files')) return;
    } catch {
      return; // the sandboxed run host has no storage
    }
    localStorage.setItem('hasVisited', 'true');
    localStorage.setItem('tourCompleted', 'true');
    localStorage.setItem('files', stored);
    localStorage.setItem('activeFileId', 'f0');
  }, JSON.stringify(entries));
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  const editable = await page.evaluate(() => performance.now());
  return { context, page, editable };
}

/** The page's clock when the status bar first counts `count` warnings. */
async function warnings(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    (n) => {
      const text = document.getElementById('status-problems')?.textContent ?? '';
      const shown = Number(/(\d+) warnings?/.exec(text)?.[1] ?? 0);
      return shown >= n ? performance.now() : false;
    },
    count,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Each key's milliseconds from its keydown to the next frame. */
async function typeMeasured(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { keyFrames: number[] };
    w.keyFrames = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp;
        requestAnimationFrame(() => w.keyFrames.push(performance.now() - at));
      },
      true,
    );
  });
  for (const key of text) await page.keyboard.type(key);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => (window as unknown as { keyFrames: number[] }).keyFrames);
}

async function atEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ed = (window as unknown as EditorWindow).monaco?.editor.getEditors()[0];
    const model = ed?.getModel();
    if (!ed || !model) throw new Error('No editor in the page');
    const line = model.getLineCount();
    ed.setPosition({ lineNumber: line, column: model.getLineMaxColumn(line) });
    ed.revealLine(line);
    ed.focus();
  });
}

async function language(browser: Browser, url: string, key: 'python' | 'javascript') {
  const { name, tail, typed } = MISTAKE[key];
  const content = `${longProgram(key)}\n${tail}`;
  const first: number[] = [];
  const afterKey: number[] = [];
  const keyFrames: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cold = await open(browser, url, name, content);
    first.push((await warnings(cold.page, 1)) - cold.editable);
    // A new mistake typed on a line of its own: its warning, less the pause the editor waits.
    await atEnd(cold.page);
    await cold.page.keyboard.press('Enter');
    await cold.page.keyboard.type(typed);
    const typedAt = await cold.page.evaluate(() => performance.now());
    afterKey.push((await warnings(cold.page, 2)) - typedAt - DIAGNOSE_DELAY_MS);
    await cold.context.close();

    const typing = await open(browser, url, name, content);
    await atEnd(typing.page);
    keyFrames.push(...(await typeMeasured(typing.page, '\n# typing while the checker starts')));
    await typing.context.close();
  }
  return {
    firstAnswer: timing(first),
    keystroke: timing(afterKey),
    typingWhileStarting: timing(keyFrames),
  };
}

runBrowserSuite('mistakes-in-browser', async (browser, url) => {
  let passed = true;
  const figures: Record<string, unknown> = {};
  for (const key of ['python', 'javascript'] as const) {
    const f = await language(browser, url, key);
    const firstPass = f.firstAnswer.medianMs <= FIRST_ANSWER_BUDGET_MS;
    const keyPass = f.keystroke.medianMs <= KEYSTROKE_BUDGET_MS;
    if (!firstPass || !keyPass) passed = false;
    figures[key] = {
      ...f,
      firstAnswerVerdict: firstPass ? 'PASS' : 'FAIL',
      keystrokeVerdict: keyPass ? 'PASS' : 'FAIL',
    };
  }
  record('mistakes-in-browser', figures);
  return passed;
});
